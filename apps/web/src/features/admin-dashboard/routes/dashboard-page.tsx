import { DAY_MS, ANALYTICS_MAX_RANGE_DAYS, dashboardMessages, MSG, comparedDays } from '@skylark/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endOfMonth, startOfMonth } from 'date-fns';
import { DollarSign, Gauge, Plus, Ticket } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/lib/toast';
import { FlightFormDialog } from '@/components/flights/flight-form-dialog';
import { Button, FullPageSpinner, Input, Spinner, usePageTitle } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useCreateFlight } from '@/lib/api/create-flight';
import { queryKeys } from '@/lib/query-keys';
import { formatIsoDay, formatMoney } from '@/lib/format';
import { useIsFullAdmin } from '@/lib/session';
import { useBookingStats } from '@/features/admin-dashboard/api/get-booking-stats';
import { useCapacity } from '@/features/admin-dashboard/api/get-capacity';
import { useRevenue } from '@/features/admin-dashboard/api/get-revenue';
import { useLoadFactors } from '@/features/admin-dashboard/api/get-load-factors';
import { DatePresets } from '@/features/admin-dashboard/components/date-presets';
import { type DateRange, presetOf } from '@/features/admin-dashboard/presets';
import { LoadFactorTables } from '@/features/admin-dashboard/components/load-factor-tables';
import { RevenueByClass } from '@/features/admin-dashboard/components/revenue-by-class';
import { StatCard } from '@/features/admin-dashboard/components/stat-card';

// chart.js only loads here, never on the public pages.
const DashboardCharts = lazy(() => import('@/features/admin-dashboard/components/dashboard-charts'));

/** The server's own range rules (startDate ≤ endDate, at most 366 days), checked before asking. */
function rangeProblem(startDate: string, endDate: string): string | undefined {
  if (startDate === '' || endDate === '') return undefined;
  if (startDate > endDate) return 'End date must be on or after the start date';
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  if (days > ANALYTICS_MAX_RANGE_DAYS) return `Choose a range of at most ${ANALYTICS_MAX_RANGE_DAYS} days`;
  return undefined;
}

/** The chosen days in words: the preset's name, else the two dates. */
function describeRange(range: DateRange): string {
  const preset = presetOf(range);
  if (preset) return preset === '7 days' || preset === '30 days' ? `Last ${preset}` : preset;
  return range.startDate === range.endDate ? range.startDate : `${range.startDate} to ${range.endDate}`;
}

/** Shows each failed analytics call once as a toast, with the server's message or the spec's fallback. */
function useErrorToast(error: unknown, fallback: string) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback, toast, errorMessage]);
}

/**
 * Dashboard (docs/product.md#24-back-office-screens): the current month by default; every card, chart and table follows the
 * chosen days and says what it counts (docs/product.md#15-analytics).
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const fullAdmin = useIsFullAdmin();
  const [startDate, setStartDate] = useState(() => formatIsoDay(startOfMonth(new Date())));
  const [endDate, setEndDate] = useState(() => formatIsoDay(endOfMonth(new Date())));
  const rangeError = rangeProblem(startDate, endDate);
  const validRange = startDate !== '' && endDate !== '' && rangeError === undefined;
  const range = { startDate, endDate };

  const bookings = useBookingStats(range, validRange);
  const capacity = useCapacity(range, validRange);
  const revenue = useRevenue(range, validRange);
  const loadFactors = useLoadFactors(range, validRange);
  // the cards keep naming the days their figures are for while a typed range is still invalid
  const [shownRange, setShownRange] = useState(range);
  if (validRange && (shownRange.startDate !== startDate || shownRange.endDate !== endDate))
    setShownRange(range);
  const rangeName = describeRange(shownRange);
  const compared = comparedDays(shownRange.startDate, shownRange.endDate, new Date());
  useErrorToast(bookings.error, MSG.fetchBookingAnalyticsFailed);
  useErrorToast(capacity.error, MSG.fetchCapacityAnalyticsFailed);
  useErrorToast(revenue.error, MSG.fetchRevenueAnalyticsFailed);
  useErrorToast(loadFactors.error, dashboardMessages.loadFactorsFailed);

  const loading = bookings.isFetching || capacity.isFetching || revenue.isFetching || loadFactors.isFetching;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      {loading && <FullPageSpinner overlay label="Loading analytics…" />}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
          <p className="mt-1 text-sm text-navy-500">Bookings, revenue and seat utilization at a glance.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <fieldset className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end lg:justify-end">
            <legend className="sr-only">Date range</legend>
            <div className="w-full">
              <DatePresets
                range={range}
                onChange={(next) => {
                  setStartDate(next.startDate);
                  setEndDate(next.endDate);
                }}
              />
            </div>
            <Input
              label="Start date"
              type="date"
              value={startDate}
              max={endDate || undefined}
              onChange={(event) => setStartDate(event.target.value)}
              containerClassName="sm:w-44"
            />
            <Input
              label="End date"
              type="date"
              value={endDate}
              min={startDate || undefined}
              onChange={(event) => setEndDate(event.target.value)}
              containerClassName="sm:w-44"
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'date-range-error' : undefined}
            />
            {/* under the fields, out of the flow from sm up: the dates never move (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk) */}
            {rangeError && (
              <p
                id="date-range-error"
                role="alert"
                className="text-xs font-medium text-danger-700 sm:absolute sm:top-full sm:end-0 sm:mt-1 sm:whitespace-nowrap"
              >
                {rangeError}
              </p>
            )}
          </fieldset>
          {fullAdmin && <CreateFlightButton />}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title="Total Bookings"
          value={(bookings.data?.totalBookings ?? 0).toLocaleString('en-US')}
          growth={bookings.data?.bookingGrowth ?? 0}
          icon={<Ticket className="size-5" aria-hidden="true" />}
          note={rangeName}
          comparedDays={compared}
          detail={dashboardMessages.bookingsCount}
        />
        <StatCard
          title="Revenue"
          value={formatMoney(revenue.data?.totalRevenue ?? 0)}
          growth={revenue.data?.revenueGrowth ?? 0}
          icon={<DollarSign className="size-5" aria-hidden="true" />}
          note={rangeName}
          comparedDays={compared}
          detail={dashboardMessages.revenueCount(formatMoney(revenue.data?.bookedRevenue ?? 0))}
        />
        <StatCard
          title="Capacity Utilization"
          value={`${(capacity.data?.averageUtilization ?? 0).toFixed(2)}%`}
          growth={capacity.data?.utilizationGrowth ?? 0}
          icon={<Gauge className="size-5" aria-hidden="true" />}
          note={rangeName}
          comparedDays={compared}
          detail={dashboardMessages.capacityCount}
        />
      </div>

      <Suspense
        fallback={
          <div className="flex h-80 items-center justify-center rounded-2xl border border-navy-100 bg-white text-sky-600">
            <Spinner label="Loading charts…" />
          </div>
        }
      >
        <DashboardCharts
          trend={revenue.data?.trend ?? []}
          bookingsByClass={bookings.data?.bookingsByClass ?? null}
          rangeName={rangeName}
        />
      </Suspense>

      {/* three across only where the sidebar leaves each table room for its columns */}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <LoadFactorTables loadFactors={loadFactors.data} rangeName={rangeName} />
        </div>
        <RevenueByClass revenueByClass={revenue.data?.revenueByClass ?? []} rangeName={rangeName} />
      </div>
    </div>
  );
}

/** Create New Flight (docs/product.md#24-back-office-screens): the flights' own dialog; a new flight counts in capacity at once. */
function CreateFlightButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const createFlight = useCreateFlight();
  return (
    <>
      <Button onClick={() => setOpen(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
        Create New Flight
      </Button>
      <FlightFormDialog
        open={open}
        onOpenChange={setOpen}
        onCreated={() => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.analytics.all })}
        create={createFlight}
      />
    </>
  );
}
