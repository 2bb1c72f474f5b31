import { CLASS_LABELS, dashboardMessages, type RevenueData } from '@skylark/contract';
import { formatMoney } from '@/lib/format';

/** The range's paid revenue by class: a bar per class, the figures beside them (docs/product.md#151-the-dashboard). */
export function RevenueByClass({
  revenueByClass,
  rangeName,
}: {
  revenueByClass: RevenueData['revenueByClass'];
  rangeName: string;
}) {
  const top = Math.max(...revenueByClass.map((c) => c.revenue), 0);
  return (
    <section
      aria-labelledby="revenue-by-class-title"
      className="min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
    >
      <h2 id="revenue-by-class-title" className="text-lg font-semibold text-navy-900">
        Revenue by Class
      </h2>
      <p className="text-sm text-navy-500">{dashboardMessages.paidByClass(rangeName)}</p>
      <table className="mt-3 w-full table-fixed text-start text-sm">
        {/* a fixed table takes its columns' widths from here: the label's, then the bar's and the figure's */}
        <colgroup>
          <col className="w-24" />
          <col />
        </colgroup>
        <thead className="sr-only">
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {revenueByClass.map(({ classType, revenue }) => (
            <tr key={classType}>
              <th scope="row" className="py-1.5 pe-3 text-start font-medium text-navy-700">
                {CLASS_LABELS[classType]}
              </th>
              <td className="py-1.5">
                <div className="flex items-center gap-3">
                  <div className="h-3 flex-1 rounded-full bg-navy-50" aria-hidden="true">
                    <div
                      className="h-3 rounded-full bg-sky-600"
                      style={{ width: `${top > 0 ? (revenue / top) * 100 : 0}%` }}
                    />
                  </div>
                  <span className="w-24 shrink-0 text-end text-navy-900 tabular-nums">
                    {formatMoney(revenue)}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
