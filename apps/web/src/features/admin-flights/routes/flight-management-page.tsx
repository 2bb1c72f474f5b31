import { flightScreenMessages, MSG, type Flight } from '@skylark/contract';
import { Filter, Plane, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useToast } from '@/lib/toast';
import { FlightFormDialog, type CreatedFlights } from '@/components/flights/flight-form-dialog';
import { Button, ConfirmDialog, EmptyState, Pagination, usePageTitle } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { SearchField } from '@/components/ui/search-field';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useCreateFlight } from '@/lib/api/create-flight';
import { useUpdateFlight } from '@/lib/api/update-flight';
import { useCreateFlightSeries } from '@/lib/api/create-flight-series';
import { useDebouncedApply } from '@/lib/hooks/use-debounced-apply';
import { usePageClamp } from '@/lib/hooks/use-page-clamp';
import { useIsFullAdmin } from '@/lib/session';
import { useDeleteFlight } from '@/features/admin-flights/api/delete-flight';
import { type AdminFlightFilters, useAdminFlights } from '@/features/admin-flights/api/get-admin-flights';
import { CancelFlightDialog } from '@/features/admin-flights/components/cancel-flight-dialog';
import { FlightFiltersPanel } from '@/features/admin-flights/components/flight-filters';
import { FlightMobileCard } from '@/features/admin-flights/components/flight-mobile-card';
import { FlightTable } from '@/features/admin-flights/components/flight-table';

const noFilters: AdminFlightFilters = {
  search: '',
  status: '',
  departureDate: '',
  arrivalDate: '',
  city: '',
};

/** Flight Management (docs/product.md#24-back-office-screens): search, filters, table and cards, create, edit, cancel, delete. */
export default function FlightManagementPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  usePageTitle(flightScreenMessages.flightManagement);
  const panelId = useId();
  const [showFilters, setShowFilters] = useState(false);
  const [searchInput, setSearchInput] = useState('');
  const [cityInput, setCityInput] = useState('');
  const [filters, setFilters] = useState<AdminFlightFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Flight | null>(null);
  const [toDelete, setToDelete] = useState<Flight | null>(null);
  const [toCancel, setToCancel] = useState<Flight | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<Flight | null>(null);
  const [created, setCreated] = useState<string[]>([]);
  const fullAdmin = useIsFullAdmin();

  const setFilter = <K extends keyof AdminFlightFilters>(key: K, value: AdminFlightFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  // A changed search, once typing settles, starts again at page 1; an unchanged one keeps the page.
  useDebouncedApply(searchInput.trim(), filters.search, (search) => setFilter('search', search));
  useDebouncedApply(cityInput.trim(), filters.city, (city) => setFilter('city', city));

  const flights = useAdminFlights(page, filters);
  const removeFlight = useDeleteFlight();
  const createFlight = useCreateFlight();
  const updateFlight = useUpdateFlight();
  const createSeries = useCreateFlightSeries();

  const totalPages = flights.data?.totalPages ?? 0;
  usePageClamp(page, flights.data?.totalPages, setPage);

  // a new flight (or series) is shown at once: searched by its number, highlighted (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk)
  const showCreated = ({ flightNumber, ids }: CreatedFlights) => {
    setSearchInput(flightNumber);
    setFilters({ ...noFilters, search: flightNumber });
    setPage(1);
    setCreated(ids);
  };
  useEffect(() => {
    if (created.length > 0 && flights.data)
      [...document.querySelectorAll<HTMLElement>('[data-new-flight]')]
        .find((element) => element.offsetParent !== null)
        ?.scrollIntoView({ block: 'nearest' });
  }, [created, flights.data]);
  const openCreate = (source: Flight | null) => {
    setDuplicateOf(source);
    setCreating(true);
  };
  const actions = fullAdmin
    ? { onEdit: setEditing, onDelete: setToDelete, onCancel: setToCancel, onDuplicate: openCreate }
    : undefined;

  const filtered = Object.values(filters).some((v) => v !== '');
  const clearFilters = () => {
    setSearchInput('');
    setCityInput('');
    setFilters(noFilters);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removeFlight.mutate(toDelete._id, {
      onSuccess: () => toast.success(MSG.flightDeleted),
      onError: (error) => toast.error(errorMessage(error, MSG.deleteFlightFailed)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{flightScreenMessages.flightManagement}</h1>
          <p className="mt-1 text-sm text-navy-500">
            {fullAdmin
              ? 'Create, edit, cancel and remove flights.'
              : 'Every flight, the next departures first.'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => setShowFilters((v) => !v)}
            icon={<Filter className="size-4" aria-hidden="true" />}
          >
            Filters
          </Button>
          {fullAdmin && (
            <Button onClick={() => openCreate(null)} icon={<Plus className="size-4" aria-hidden="true" />}>
              {flightScreenMessages.addFlight}
            </Button>
          )}
        </div>
      </div>

      <SearchField
        id="flight-search"
        label={flightScreenMessages.searchFlightsPlaceholder}
        value={searchInput}
        onChange={setSearchInput}
        placeholder={flightScreenMessages.searchFlightsPlaceholder}
      />

      {showFilters && (
        <FlightFiltersPanel
          id={panelId}
          filters={filters}
          cityInput={cityInput}
          onCityInput={setCityInput}
          onFilter={setFilter}
          onClear={filtered ? clearFilters : undefined}
        />
      )}

      <QueryList
        query={flights}
        loadingLabel="Loading flights…"
        errorText={(error) => errorMessage(error, MSG.fetchFlightsFailed)}
        empty={
          <EmptyState
            title={flightScreenMessages.noFlightsFound}
            description={
              filtered ? 'Nothing matches these filters.' : 'Add the first flight to start selling seats.'
            }
            icon={<Plane className="size-7" aria-hidden="true" />}
          />
        }
      >
        {({ data: rows }) => (
          <>
            <FlightTable flights={rows} busy={flights.isFetching} actions={actions} highlight={created} />
            <ul className="space-y-3 md:hidden" aria-busy={flights.isFetching || undefined}>
              {rows.map((flight) => (
                <FlightMobileCard
                  key={flight._id}
                  flight={flight}
                  actions={actions}
                  isNew={created.includes(flight._id)}
                />
              ))}
            </ul>

            <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
          </>
        )}
      </QueryList>

      <FlightFormDialog
        key={duplicateOf?._id ?? 'new'}
        open={creating}
        onOpenChange={setCreating}
        create={createFlight}
        createSeries={createSeries}
        source={duplicateOf}
        onCreated={showCreated}
      />
      {editing && (
        <FlightFormDialog
          key={editing._id}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          flight={editing}
          update={updateFlight}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={flightScreenMessages.deleteFlight}
        message={MSG.confirmDeleteFlight}
        confirmLabel="Delete"
        pending={removeFlight.isPending}
        onConfirm={confirmDelete}
      />
      <CancelFlightDialog key={toCancel?._id ?? 'none'} flight={toCancel} onClose={() => setToCancel(null)} />
    </div>
  );
}
