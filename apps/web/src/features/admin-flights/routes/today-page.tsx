import { flightDeskMessages } from '@skylark/contract';
import { PlaneTakeoff } from 'lucide-react';
import { EmptyState, ErrorState, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatTime } from '@/lib/format';
import { useTodayBoard } from '@/features/admin-flights/api/get-today-board';
import { TodayFlightCard, TodayFlightRow } from '@/features/admin-flights/components/today-flight-row';

const COLUMNS = [
  'Flight',
  'Departure',
  'Status',
  flightDeskMessages.loadFactor,
  flightDeskMessages.checkedIn,
  flightDeskMessages.pendingPayments,
  'Manifest',
];

/** Today (/admin/today, docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): the next 24 hours of departures, refreshed on its own. */
export default function TodayPage() {
  const errorMessage = useErrorMessage();
  usePageTitle(flightDeskMessages.todayTitle);
  const board = useTodayBoard();

  let body;
  if (board.isPending) body = <ListSpinner label="Loading departures…" />;
  else if (board.isError)
    body = (
      <ErrorState
        message={errorMessage(board.error, flightDeskMessages.todayFailed)}
        onRetry={() => void board.refetch()}
      />
    );
  else if (board.data.flights.length === 0)
    body = (
      <EmptyState
        title={flightDeskMessages.todayEmpty}
        icon={<PlaneTakeoff className="size-7" aria-hidden="true" />}
      />
    );
  else
    body = (
      <>
        <div className="hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-card md:block">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{flightDeskMessages.todayIntro}</caption>
            <thead className="bg-navy-50 text-xs text-navy-600 uppercase">
              <tr>
                {COLUMNS.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={i === 3 || i === 5 || i === 6 ? 'px-4 py-3 text-end' : 'px-4 py-3'}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100" aria-busy={board.isFetching || undefined}>
              {board.data.flights.map((flight) => (
                <TodayFlightRow key={flight._id} flight={flight} />
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-4 md:hidden">
          {board.data.flights.map((flight) => (
            <TodayFlightCard key={flight._id} flight={flight} />
          ))}
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{flightDeskMessages.todayTitle}</h1>
          <p className="mt-1 text-sm text-navy-500">{flightDeskMessages.todayIntro}</p>
        </div>
        {board.dataUpdatedAt > 0 && (
          <p className="text-sm text-navy-500" aria-live="polite">
            {flightDeskMessages.updatedAt(formatTime(new Date(board.dataUpdatedAt)))}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
