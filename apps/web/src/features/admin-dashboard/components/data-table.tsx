export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** A chart's numbers as a table, folded under it: for screen readers and for copying (docs/product.md#151-the-dashboard). */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-sky-700 hover:underline">Show as table</summary>
      {/* a long table scrolls; the region takes focus so the keyboard can scroll it */}
      <div role="region" aria-label={caption} tabIndex={0} className="mt-2 max-h-72 overflow-y-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs text-navy-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pe-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100 text-navy-800">
            {rows.map(([label, ...values]) => (
              <tr key={String(label)}>
                <th scope="row" className="py-1 pe-3 font-medium">
                  {label}
                </th>
                {values.map((value, i) => (
                  <td key={columns[i + 1]} className="py-1 pe-3">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
