import type { FastifyPluginAsync } from 'fastify';
import { adminUserRoutes } from './admin-routes';

/** The routes of the back office's customers, under their prefixes. */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(adminUserRoutes, { prefix: '/admin/users' });
};
