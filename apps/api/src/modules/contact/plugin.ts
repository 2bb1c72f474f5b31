import type { FastifyPluginAsync } from 'fastify';
import { adminContactRoutes } from './admin-routes';

/** The routes of the contact inbox of the back office, under their prefixes. */
export const contactModule: FastifyPluginAsync = async (app) => {
  await app.register(adminContactRoutes, { prefix: '/admin/messages' });
};
