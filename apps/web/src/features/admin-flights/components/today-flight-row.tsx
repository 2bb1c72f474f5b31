import { exportMessages, flightDeskMessages, type TodayFlight } from '@skylark/contract';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFlightStatus } from '@/components/flights/flight-status';
import { formatFlightDateTime } from '@/lib/format';
import { FlightRoute } from '@/features/admin-flights/components/flight-route';

/** The manifest, one click from every departure. */
export function ManifestLink({ flight }: { flight: TodayFlight }) {
  return (
    <Link
      to={`/admin/flights/${flight._id}/manifest`}
      aria-label={`${exportMessages.manifest} ${flight.flightNumber}`}
      className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-sky-700 hover:underline"
    >
      <ClipboardList className="size-4" aria-hidden="true" />
      {exportMessages.manifest}
    </Link>
  );
}

const loadText = (f: TodayFlight) => `${f.loadFactor.toFixed(2)}%`;
const seatsText = (f: TodayFlight) => `${f.bookedSeats} / ${f.seatsForSale} seats`;
/** No check-in exists yet: said so, never shown as 0 (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
const checkedInText = (f: TodayFlight) =>
  f.checkedIn === null ? flightDeskMessages.checkInNotOffered : String(f.checkedIn);

/** One departure on the Today board, wide screens. */
export function TodayFlightRow({ flight }: { flight: TodayFlight }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-start font-semibold text-navy-900">
        {flight.flightNumber}
        <span className="block font-normal text-navy-600">
          <FlightRoute flight={flight} />
        </span>
      </th>
      <td className="px-4 py-3 text-navy-700">{formatFlightDateTime(flight.departure)}</td>
      <td className="px-4 py-3">
        <AdminFlightStatus status={flight.status} />
      </td>
      <td className="px-4 py-3 text-end whitespace-nowrap text-navy-900 tabular-nums">
        {loadText(flight)}
        <span className="block text-xs text-navy-500">{seatsText(flight)}</span>
      </td>
      <td className="px-4 py-3 text-xs text-navy-500" data-testid="checked-in">
        {checkedInText(flight)}
      </td>
      <td className="px-4 py-3 text-end text-navy-900 tabular-nums" data-testid="pending-payments">
        {flight.pendingPayments}
      </td>
      <td className="px-4 py-3 text-end">
        <ManifestLink flight={flight} />
      </td>
    </tr>
  );
}

/** One departure on the Today board, phones. */
export function TodayFlightCard({ flight }: { flight: TodayFlight }) {
  return (
    <article
      aria-label={`Flight ${flight.flightNumber}`}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-bold text-navy-900">{flight.flightNumber}</h2>
          <p className="text-sm text-navy-700">
            <FlightRoute flight={flight} />
          </p>
          <p className="text-sm text-navy-600">{formatFlightDateTime(flight.departure)}</p>
        </div>
        <AdminFlightStatus status={flight.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-navy-500">{flightDeskMessages.loadFactor}</dt>
          <dd className="font-medium text-navy-800">
            {loadText(flight)} <span className="text-xs font-normal text-navy-500">{seatsText(flight)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">{flightDeskMessages.pendingPayments}</dt>
          <dd className="font-medium text-navy-800" data-testid="pending-payments">
            {flight.pendingPayments}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-navy-500">{flightDeskMessages.checkedIn}</dt>
          <dd className="text-navy-700" data-testid="checked-in">
            {checkedInText(flight)}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <ManifestLink flight={flight} />
      </div>
    </article>
  );
}
