import type { AuditEvent } from '@skylark/contract';
import { CopyButton } from '@/components/ui/copy-button';

/** The actor by name, with role and e-mail beneath (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export function AuditActor({ event }: { event: AuditEvent }) {
  const name = event.actorName ?? event.actorEmail ?? 'Anonymous';
  return (
    <div className="min-w-0">
      <p className="font-medium wrap-anywhere text-navy-900">{name}</p>
      <p className="text-xs text-navy-500">
        {event.actorTitle ?? event.actorRole}
        {event.actorName && event.actorEmail && <span className="break-all"> · {event.actorEmail}</span>}
      </p>
    </div>
  );
}

/** The target in words, and its full reference with a button that copies it. */
export function AuditTarget({ event, label }: { event: AuditEvent; label: string }) {
  const reference = event.targetReference ?? event.targetId;
  return (
    <div className="min-w-0 space-y-1">
      <p className="wrap-anywhere text-navy-800">{label}</p>
      {reference && (
        <div className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-xs break-all text-navy-700">{reference}</code>
          <CopyButton
            value={reference}
            label={`Copy ${reference}`}
            copied="Reference copied"
            failed="Could not copy. Please select and copy it."
          />
        </div>
      )}
    </div>
  );
}
