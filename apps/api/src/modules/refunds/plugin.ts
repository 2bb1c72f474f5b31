import type { FastifyPluginAsync } from 'fastify';
import { adminRefundRoutes } from './admin-routes';

/** The routes of the refunds the desk pays, under their prefixes. */
export const refundsModule: FastifyPluginAsync = async (app) => {
  await app.register(adminRefundRoutes, { prefix: '/admin/refunds' });
};
