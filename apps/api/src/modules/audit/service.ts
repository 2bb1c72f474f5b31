import { DAY_MS } from '@skylark/contract';
import type { AuditEvent, AuditExportQuery, AuditPage, auditListQuery } from '@skylark/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { auditEvents, type AuditEventRow } from '../../db/schema';
import { iso } from '../../lib/units';
import { containing } from '../../lib/like';
import { actorNames, actorOf } from './actors';
import { labelOf, targetCondition, targetLabels, targetReferences } from './targets';

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

export const toAuditEvent = (
  row: AuditEventRow,
  targetLabel: string | null,
  extra: Partial<Pick<AuditEvent, 'actorName' | 'actorTitle' | 'targetReference'>> = {},
): AuditEvent => ({
  _id: row.id,
  occurredAt: iso(row.occurredAt),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole,
  action: row.action as AuditEvent['action'],
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  ...extra,
});

/** The trail's filters (the list and its export alike): action, actor e-mail, target and day range. */
export function auditFilters(query: AuditExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.actor) conditions.push(ilike(auditEvents.actorEmail, containing(query.actor.toLowerCase())));
  if (query.targetType) conditions.push(eq(auditEvents.targetType, query.targetType));
  if (query.target) conditions.push(targetCondition(query.target));
  if (query.startDate) conditions.push(gte(auditEvents.occurredAt, dayStart(query.startDate)));
  if (query.endDate) {
    conditions.push(lt(auditEvents.occurredAt, new Date(dayStart(query.endDate).getTime() + DAY_MS)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** GET /admin/audit: newest first, filtered, each target named in words. */
export async function listAuditEvents(
  db: Queryable,
  query: z.output<typeof auditListQuery>,
): Promise<AuditPage> {
  const where = auditFilters(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [labels, references, actors] = await Promise.all([
    targetLabels(db, rows),
    targetReferences(db, rows),
    actorNames(db, rows),
  ]);
  return {
    data: rows.map((row) =>
      toAuditEvent(row, labelOf(labels, row), {
        ...actorOf(actors, row),
        targetReference: labelOf(references, row) ?? row.targetId,
      }),
    ),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalEvents: total,
  };
}
