import type { ReactNode } from 'react';

/** One labelled value of a booking section. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere text-navy-900">{children}</dd>
    </div>
  );
}
