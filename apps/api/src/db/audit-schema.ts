import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of administrator actions and security events. No foreign keys: rows
 * outlive the accounts they name, and a trigger (migration 0007) refuses UPDATE and DELETE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the order of recording: events in the same instant still have a strict order */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: ['admin', 'user', 'anonymous', 'system'] }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt, t.seq),
    index('audit_events_action_idx').on(t.action, t.occurredAt),
    index('audit_events_actor_email_idx').on(t.actorEmail),
    index('audit_events_target_idx').on(t.targetType, t.targetId, t.occurredAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
