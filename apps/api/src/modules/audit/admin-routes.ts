import { auditListQuery, auditPage, envelope } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { listAuditEvents } from './service';

const errors = errorResponses(400, 401, 403);

/** The audit trail for administrators: read-only. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'List the audit trail, filtered by action, actor and dates',
        operationId: 'listAuditEvents',
        tags: ['admin audit'],
        security: [{ bearer: [] }],
        querystring: auditListQuery,
        response: { 200: envelope(auditPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, 'Audit events retrieved', await listAuditEvents(app.db, request.query)),
  );
};
