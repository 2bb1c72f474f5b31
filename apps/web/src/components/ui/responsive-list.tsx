import { Fragment, type Key, type ReactNode } from 'react';
import { Pagination } from './pagination';

export interface ResponsiveListProps<T> {
  items: T[];
  itemKey: (item: T) => Key;
  /** the whole table, shown from the md breakpoint up */
  table: ReactNode;
  /** one card per item, shown on phones */
  card: (item: T) => ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** The back office's list layout: a table on wide screens, cards on phones, then the pagination. */
export function ResponsiveList<T>({
  items,
  itemKey,
  table,
  card,
  page,
  totalPages,
  onPageChange,
}: ResponsiveListProps<T>) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-card md:block">
        <div className="overflow-x-auto">{table}</div>
      </div>
      <div className="grid gap-4 md:hidden">
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{card(item)}</Fragment>
        ))}
      </div>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </>
  );
}
