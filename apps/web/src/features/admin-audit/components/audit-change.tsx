import type { AuditEvent } from '@skylark/contract';

type Snapshot = Record<string, unknown> | null;

/** A value as a person reads it: text as it is, nothing as "—", anything else compact. */
export const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/** The fields a change touched, each with its value before and after; unchanged ones are left out. */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
): { field: string; from: string; to: string }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, from: shown(before?.[field]), to: shown(after?.[field]) }))
    .filter((c) => c.from !== c.to || before === null || after === null);
}

/** "field: before → after" for each field of a change (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export function AuditChange({ event }: { event: AuditEvent }) {
  const changes = changedFields(event.before, event.after);
  if (changes.length === 0) return <span className="text-navy-400">—</span>;
  return (
    <ul className="grid gap-1 text-xs" aria-label="Changes">
      {changes.map((c) => (
        <li key={c.field} className="text-navy-800 wrap-anywhere">
          <span className="font-semibold text-navy-600">{c.field}:</span>{' '}
          {event.before !== null && (
            <>
              <span className="text-navy-700">{c.from}</span> →{' '}
            </>
          )}
          <span className="font-medium text-navy-900">{c.to}</span>
        </li>
      ))}
    </ul>
  );
}
