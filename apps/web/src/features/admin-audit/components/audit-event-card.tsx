import type { AuditEvent } from '@skylark/contract';
import { formatDateTime } from '@/lib/format';
import { AuditActionBadge } from './audit-action-badge';
import { AuditChange } from './audit-change';
import { AuditActor, AuditTarget } from './audit-people';

export const actorOf = (event: AuditEvent) => event.actorName ?? event.actorEmail ?? 'Anonymous';
/** The target in words ("Booking 8XK2M4P7Q9RT of Ada Lovelace"), as the server names it (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export const targetOf = (event: AuditEvent) =>
  event.targetLabel ??
  (event.targetType ? `${event.targetType}${event.targetId ? ` ${event.targetId}` : ''}` : '—');

/** One event on a narrow screen. */
export function AuditEventCard({ event }: { event: AuditEvent }) {
  return (
    <article
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card"
      aria-label={`Audit event ${event._id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AuditActionBadge action={event.action} />
        <time dateTime={event.occurredAt} className="text-xs text-navy-500">
          {formatDateTime(event.occurredAt)}
        </time>
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-navy-500">Actor</dt>
          <dd>
            <AuditActor event={event} />
          </dd>
        </div>
        <div>
          <dt className="text-navy-500">Target</dt>
          <dd>
            <AuditTarget event={event} label={targetOf(event)} />
          </dd>
        </div>
        <div>
          <dt className="text-navy-500">Address</dt>
          <dd className="text-navy-900">{event.ip ?? '—'}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <AuditChange event={event} />
      </div>
    </article>
  );
}
