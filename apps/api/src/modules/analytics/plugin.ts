import type { FastifyPluginAsync } from 'fastify';
import { adminAnalyticsRoutes } from './admin-routes';

/** The routes of the dashboard's figures, under their prefixes. */
export const analyticsModule: FastifyPluginAsync = async (app) => {
  await app.register(adminAnalyticsRoutes, { prefix: '/admin/analytics' });
};
