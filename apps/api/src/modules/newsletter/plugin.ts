import type { FastifyPluginAsync } from 'fastify';
import { newsletterRoutes } from './routes';

/** The routes of the newsletter, under their prefixes. */
export const newsletterModule: FastifyPluginAsync = async (app) => {
  await app.register(newsletterRoutes);
};
