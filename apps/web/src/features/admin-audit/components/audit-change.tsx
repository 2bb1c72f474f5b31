import type { AuditEvent } from '@skylark/contract';

const show = (value: unknown) => JSON.stringify(value, null, 2);

/** Before and after of a change, folded away until asked for. */
export function AuditChange({ event }: { event: AuditEvent }) {
  if (event.before === null && event.after === null) return <span className="text-navy-400">—</span>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer font-medium text-sky-700 hover:text-sky-900">Changes</summary>
      <div className="mt-2 grid gap-2">
        {event.before !== null && (
          <div>
            <p className="font-semibold text-navy-600">Before</p>
            <pre className="max-h-48 overflow-auto rounded-lg bg-navy-50 p-2 break-all whitespace-pre-wrap text-navy-800">
              {show(event.before)}
            </pre>
          </div>
        )}
        {event.after !== null && (
          <div>
            <p className="font-semibold text-navy-600">After</p>
            <pre className="max-h-48 overflow-auto rounded-lg bg-navy-50 p-2 break-all whitespace-pre-wrap text-navy-800">
              {show(event.after)}
            </pre>
          </div>
        )}
      </div>
    </details>
  );
}
