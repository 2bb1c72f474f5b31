import { TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui';
import { dashboardMessages } from '@skylark/contract';

export interface StatCardProps {
  title: string;
  value: string;
  growth: number;
  icon: ReactNode;
  /** The days the figure covers. */
  note?: string;
  /** What the figure counts, in a sentence under it. */
  detail?: string;
  /** How many days the change compares: as many days just before the range. */
  comparedDays?: number;
}

/**
 * A summary card with its change indicator: an increase when growth ≥ 0 (docs/product.md#24-back-office-screens); no
 * change at all is grey, not green.
 */
export function StatCard({ title, value, growth, icon, note, detail, comparedDays }: StatCardProps) {
  const increase = growth >= 0;
  const unchanged = growth === 0;
  const Icon = increase ? TrendingUp : TrendingDown;
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
      data-testid={`stat-${title.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-sm font-medium text-navy-500">
          {title}
          {note && <span className="font-normal"> · {note}</span>}
        </h2>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
          {icon}
        </span>
      </div>
      {/* the card's whole width: a sum in French or Arabic is long, and breaks rather than spills */}
      <p className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere text-navy-900 sm:text-3xl">
        {value}
      </p>
      {detail && <p className="mt-1 text-xs text-navy-500">{detail}</p>}
      <p
        className={cn(
          'mt-4 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
          unchanged
            ? 'bg-navy-50 text-navy-700'
            : increase
              ? 'bg-success-50 text-success-700'
              : 'bg-danger-50 text-danger-700',
        )}
        data-trend={increase ? 'increase' : 'decrease'}
        data-unchanged={unchanged || undefined}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{unchanged ? 'No change' : increase ? 'Increase' : 'Decrease'}:</span>
        {increase && !unchanged ? '+' : ''}
        {growth.toFixed(2)}%{' '}
        <span className="font-normal">
          vs previous period
          {comparedDays !== undefined && ` (${dashboardMessages.comparedDays(comparedDays)})`}
        </span>
      </p>
    </section>
  );
}
