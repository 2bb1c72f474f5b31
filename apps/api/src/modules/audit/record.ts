import type { AuditAction, AuditActorRole } from '@skylark/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditActor {
  id: string | null;
  email: string | null;
  role: AuditActorRole;
}

/** Who acts and from where; services that change data take it and record inside their transaction. */
export interface AuditContext {
  actor: AuditActor;
  ip: string | null;
}

export interface AuditEventInput extends AuditContext {
  action: AuditAction;
  targetType?: string;
  targetId?: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Appends one row to audit_events. Pass the open transaction of the action, so the action
 * and its record commit (or roll back) together.
 */
export async function recordAudit(db: Queryable, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actor.id,
    actorEmail: event.actor.email,
    actorRole: event.actor.role,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ip: event.ip,
  });
}

/** The signed-in administrator (after requireAdmin) or customer (after requireUser) and the client address. */
export function auditContext(request: FastifyRequest): AuditContext {
  const ip = request.ip ?? null;
  if (request.currentAdmin) {
    return { actor: { id: request.currentAdmin.id, email: request.currentAdmin.email, role: 'admin' }, ip };
  }
  if (request.currentUser) {
    return { actor: { id: request.currentUser.id, email: request.currentUser.email, role: 'user' }, ip };
  }
  return { actor: { id: null, email: null, role: 'anonymous' }, ip };
}
