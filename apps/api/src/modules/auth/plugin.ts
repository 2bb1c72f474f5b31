import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './admin-routes';
import { authRoutes } from './routes';

/** The routes of sign-up, sign-in and sessions of customers and of the back office, under their prefixes. */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/user' });
  await app.register(adminAuthRoutes, { prefix: '/admin' });
};
