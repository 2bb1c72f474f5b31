import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CsvEnd } from '../../lib/csv';
import { auditContext, recordAudit } from './record';

/**
 * Every CSV export is in the audit trail (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): who exported, which export, its
 * filters and how many rows went out, and whether the download reached its end.
 */
export function auditedExport(
  db: Db,
  request: FastifyRequest,
  name: string,
  filters: Record<string, unknown>,
  target?: { type: string; id: string },
): CsvEnd {
  const context = auditContext(request);
  return (rows, complete) =>
    recordAudit(db, {
      ...context,
      action: 'export.csv',
      targetType: target?.type,
      targetId: target?.id,
      after: { export: name, filters, rows, complete },
    });
}
