import { cn } from './cn';

/** The airline's name, the same in every language. */
const BRAND = ['Skylark', ' Airways'] as const;

/** The Skylark mark and word mark. */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0b1f3a' : '#ffffff'} />
        <path
          d="M12 38c10-2 20-8 28-18 2-2 6-3 8-1s1 5-1 7L33 38l4 12-4 2-7-10-8 4 1 5-3 1-3-7-6-3 1-3z"
          fill={tone === 'dark' ? '#38bdf8' : '#0284c7'}
        />
        <circle cx="48" cy="46" r="4" fill="#f59e0b" />
      </svg>
      <span className={cn('text-xl', tone === 'dark' ? 'text-navy-900' : 'text-white')}>
        {BRAND[0]}
        <span className={tone === 'dark' ? 'text-sky-600' : 'text-sky-300'}>{BRAND[1]}</span>
      </span>
    </span>
  );
}
