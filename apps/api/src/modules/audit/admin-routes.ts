import { auditExportQuery, auditListQuery, auditPage, envelope } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, sendCsv } from '../../lib/csv';
import { errorResponses, wrap } from '../../lib/reply';
import { auditCsv } from './export';
import { auditedExport } from './exports';
import { listAuditEvents } from './service';

const errors = errorResponses(400, 401, 403);
const admin = { tags: ['admin audit'], security: [{ bearer: [] }] };

/** The audit trail for administrators: read-only. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'List the audit trail, filtered by action, actor, target and dates',
        operationId: 'listAuditEvents',
        ...admin,
        querystring: auditListQuery,
        response: { 200: envelope(auditPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, 'Audit events retrieved', await listAuditEvents(app.db, request.query)),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Export the audit events the filters select, as CSV',
        operationId: 'exportAuditEvents',
        ...admin,
        description:
          'RFC 4180, streamed in batches; formula-like cells are escaped (docs/product.md#152-exports-and-the-manifest).',
        querystring: auditExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('audit'),
        auditCsv(app.db, request.query, auditedExport(app.db, request, 'audit', request.query)),
      ),
  );
};
