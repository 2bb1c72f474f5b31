import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from './routes';

/** The routes of the public site's forms, under their prefixes. */
export const siteModule: FastifyPluginAsync = async (app) => {
  await app.register(siteRoutes);
};
