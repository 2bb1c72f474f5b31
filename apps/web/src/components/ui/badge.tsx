import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue' | 'gray';

const tones: Record<BadgeTone, string> = {
  green: 'bg-success-50 text-success-700 ring-success-600/25',
  yellow: 'bg-warning-50 text-warning-700 ring-warning-600/30',
  red: 'bg-danger-50 text-danger-700 ring-danger-600/25',
  blue: 'bg-info-50 text-info-700 ring-info-600/25',
  gray: 'bg-navy-50 text-navy-700 ring-navy-400/30',
};
const dots: Record<BadgeTone, string> = {
  green: 'bg-success-600',
  yellow: 'bg-warning-600',
  red: 'bg-danger-600',
  blue: 'bg-info-600',
  gray: 'bg-navy-400',
};

/** A status label: colour always comes with its text. */
export function Badge({
  tone = 'gray',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', dots[tone])} aria-hidden="true" />
      {children}
    </span>
  );
}
