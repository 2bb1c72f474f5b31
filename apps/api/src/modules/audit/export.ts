import { AUDIT_ACTION_LABELS, type AuditAction, type AuditExportQuery } from '@skylark/contract';
import { and } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { csvStream, type CsvEnd, type CsvValue } from '../../lib/csv';
import { EXPORT_BATCH_SIZE, inBatches, keyset } from '../../lib/keyset';
import { iso } from '../../lib/units';
import { auditFilters } from './service';
import { labelOf, targetLabels } from './targets';

const HEADER = [
  'When (UTC)',
  'Action',
  'Actor',
  'Actor role',
  'Target',
  'Target type',
  'Target id',
  'Address',
  'Before',
  'After',
];

const json = (value: unknown) => (value ? JSON.stringify(value) : '');

/**
 * GET /admin/audit/export.csv: every event the filters select, newest first, streamed in batches with
 * the targets named as on screen (docs/product.md#152-exports-and-the-manifest, docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). Cells go through the CSV writer's escaping.
 */
export function auditCsv(db: Queryable, query: AuditExportQuery, onEnd?: CsvEnd): Readable {
  const order = keyset(auditEvents.occurredAt, auditEvents.id, true);
  const where = auditFilters(query);
  const batches = inBatches(
    (after) =>
      db
        .select({ event: auditEvents, at: order.at })
        .from(auditEvents)
        .where(and(where, order.after(after)))
        .orderBy(...order.orderBy)
        .limit(EXPORT_BATCH_SIZE),
    (row) => ({ at: row.at, id: row.event.id }),
  );
  async function* rows(): AsyncGenerator<CsvValue[][]> {
    for await (const batch of batches) {
      const labels = await targetLabels(
        db,
        batch.map((r) => r.event),
      );
      yield batch.map(({ event }) => [
        iso(event.occurredAt),
        AUDIT_ACTION_LABELS[event.action as AuditAction] ?? event.action,
        event.actorEmail ?? 'Anonymous',
        event.actorRole,
        labelOf(labels, event),
        event.targetType,
        event.targetId,
        event.ip,
        json(event.before),
        json(event.after),
      ]);
    }
  }
  return csvStream(HEADER, rows(), onEnd);
}
