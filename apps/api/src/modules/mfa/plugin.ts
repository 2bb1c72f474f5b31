import type { FastifyPluginAsync } from 'fastify';
import { adminMfaRoutes } from './routes';

/** The routes of the back office's second factor, under their prefixes. */
export const mfaModule: FastifyPluginAsync = async (app) => {
  await app.register(adminMfaRoutes, { prefix: '/admin' });
};
