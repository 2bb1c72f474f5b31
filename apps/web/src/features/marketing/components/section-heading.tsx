import type { ReactNode } from 'react';
import { cn } from '@/components/ui';

/** An eyebrow, a title and an optional lead paragraph, shared by the marketing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'dark',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-semibold tracking-widest uppercase',
          tone === 'dark' ? 'text-sky-700' : 'text-sky-300',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={cn(
            'mt-4 text-base leading-relaxed sm:text-lg',
            tone === 'dark' ? 'text-navy-600' : 'text-navy-200',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
