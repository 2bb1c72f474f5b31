import type { FastifyPluginAsync } from 'fastify';
import { checkInRoutes } from './routes';

/** The routes of online check-in and boarding passes, under their prefixes. */
export const checkInModule: FastifyPluginAsync = async (app) => {
  await app.register(checkInRoutes, { prefix: '/user/bookings' });
};
