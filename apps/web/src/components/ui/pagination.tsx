import { PAGINATION_WINDOW } from '@skylark/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn';
import { useRegionTranslation } from '@/lib/i18n/language-region';

/** Up to `size` page numbers around the current page (docs/product.md#24-back-office-screens, docs/product.md#9-constants-and-limits). */
export function pageWindow(page: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center whitespace-nowrap justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useRegionTranslation('ui');
  if (totalPages < 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-navy-600">{t('pagination.showing', { page, total: totalPages })}</p>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={cn(pageButton, 'border border-navy-200 bg-white text-navy-800 hover:bg-navy-50')}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {/* docs/product.md#25-forms: on a phone only the chevrons show, so the row never wraps */}
          <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
        </button>
        {pageWindow(page, totalPages).map((n) => (
          <button
            key={n}
            type="button"
            aria-label={t('pagination.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
            className={cn(
              pageButton,
              n === page
                ? 'bg-navy-900 text-white'
                : 'border border-navy-200 bg-white text-navy-800 hover:bg-navy-50',
            )}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className={cn(pageButton, 'border border-navy-200 bg-white text-navy-800 hover:bg-navy-50')}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
        >
          <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
