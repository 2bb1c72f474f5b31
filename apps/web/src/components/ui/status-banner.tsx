import { AlertCircle, CheckCircle2, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BadgeTone } from './badge';
import { cn } from './cn';

const styles: Record<BadgeTone, { box: string; icon: ReactNode }> = {
  green: {
    box: 'border-success-600/30 bg-success-50 text-success-700',
    icon: <CheckCircle2 className="size-6" aria-hidden="true" />,
  },
  yellow: {
    box: 'border-warning-600/30 bg-warning-50 text-warning-700',
    icon: <Clock className="size-6" aria-hidden="true" />,
  },
  red: {
    box: 'border-danger-600/30 bg-danger-50 text-danger-700',
    icon: <AlertCircle className="size-6" aria-hidden="true" />,
  },
  blue: {
    box: 'border-info-600/30 bg-info-50 text-info-700',
    icon: <Info className="size-6" aria-hidden="true" />,
  },
  gray: {
    box: 'border-navy-200 bg-navy-50 text-navy-700',
    icon: <Info className="size-6" aria-hidden="true" />,
  },
};

export interface StatusBannerProps {
  tone: BadgeTone;
  title: ReactNode;
  /** The status in words (always shown beside the colour). */
  status?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function StatusBanner({ tone, title, status, children, className }: StatusBannerProps) {
  const style = styles[tone];
  return (
    <section className={cn('flex items-start gap-3 rounded-2xl border p-4', style.box, className)}>
      {style.icon}
      <div className="min-w-0">
        <h2 className="text-base font-semibold">{title}</h2>
        {status && <p className="text-sm font-bold tracking-wide uppercase">{status}</p>}
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </section>
  );
}
