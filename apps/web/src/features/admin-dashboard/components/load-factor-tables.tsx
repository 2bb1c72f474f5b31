import { dashboardMessages, type LoadFactor, type LoadFactors } from '@skylark/contract';
import { Link } from 'react-router';
import { formatFlightDateTime } from '@/lib/format';

function LoadFactorTable({
  title,
  flights,
  rangeName,
}: {
  title: string;
  flights: LoadFactor[];
  rangeName: string;
}) {
  const id = `load-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
    >
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p className="text-sm text-navy-500">{dashboardMessages.loadFactorsCount(rangeName)}</p>
      {flights.length === 0 ? (
        <p className="mt-4 text-sm text-navy-500">{dashboardMessages.noLoadFactors}</p>
      ) : (
        <table className="mt-3 w-full text-start text-sm">
          <thead className="text-xs text-navy-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pe-2">
                Flight
              </th>
              <th scope="col" className="py-1 pe-2">
                Departure
              </th>
              <th scope="col" className="py-1 text-end">
                Load factor
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {flights.map((f) => (
              <tr key={f._id}>
                <th scope="row" className="py-2 pe-2 font-semibold text-navy-900">
                  <Link to={`/admin/flights/${f._id}/manifest`} className="text-sky-700 hover:underline">
                    {f.flightNumber}
                  </Link>
                </th>
                <td className="py-2 pe-2 text-navy-700">{formatFlightDateTime(f.departure)}</td>
                <td className="py-2 text-end whitespace-nowrap text-navy-900">
                  {f.loadFactor.toFixed(2)}%
                  <span className="block text-xs text-navy-500">
                    {f.bookedSeats} / {f.seatsForSale}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The flights departing in the chosen days that sell best and worst (docs/product.md#151-the-dashboard). */
export function LoadFactorTables({
  loadFactors,
  rangeName,
}: {
  loadFactors: LoadFactors | undefined;
  rangeName: string;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LoadFactorTable
        title="Highest load factor"
        flights={loadFactors?.highest ?? []}
        rangeName={rangeName}
      />
      <LoadFactorTable title="Lowest load factor" flights={loadFactors?.lowest ?? []} rangeName={rangeName} />
    </div>
  );
}
