import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './admin-routes';

/** The routes of the audit trail, under their prefixes. */
export const auditModule: FastifyPluginAsync = async (app) => {
  await app.register(adminAuditRoutes, { prefix: '/admin/audit' });
};
