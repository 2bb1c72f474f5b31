import { cn } from './cn';
import { useRegionTranslation } from '@/lib/i18n/language-region';

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Text for screen readers; null when the spinner sits inside a labelled control. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useRegionTranslation('ui');
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A centred spinner for a whole page or section; `overlay` covers the screen. */
export function FullPageSpinner({ label, overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-center justify-center text-sky-600',
        overlay ? 'fixed inset-0 z-50 bg-white/70 backdrop-blur-sm' : 'min-h-[50vh] w-full',
      )}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
