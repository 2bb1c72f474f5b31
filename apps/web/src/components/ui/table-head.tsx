import { cn } from './cn';

export interface TableHeadProps {
  /** The column titles, left-aligned. */
  columns: readonly string[];
  /** The title of a last, right-aligned column over each row's actions. */
  actionsColumn?: string;
  /** Each cell's padding. */
  cellClassName?: string;
}

/** The header row of an admin list's table. */
export function TableHead({ columns, actionsColumn, cellClassName = 'px-5 py-3' }: TableHeadProps) {
  return (
    <thead className="bg-navy-50 text-xs font-semibold tracking-wide text-navy-600 uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
        {actionsColumn !== undefined && (
          <th scope="col" className={cn(cellClassName, 'text-end')}>
            {actionsColumn}
          </th>
        )}
      </tr>
    </thead>
  );
}
