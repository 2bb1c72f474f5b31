import { FLIGHT_TEXT, MSG, type Flight, type FlightStatus } from '@skylark/contract';
import { Ban, Filter, MoreVertical, Pencil, Plane, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { cityName } from '@/components/flights/flight-card';
import { FlightFormDialog } from '@/components/flights/flight-form-dialog';
import { AdminFlightStatus } from '@/components/flights/flight-status';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Input,
  Menu,
  MenuItem,
  Pagination,
  Select,
  usePageTitle,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { SearchField } from '@/components/ui/search-field';
import { TableHead } from '@/components/ui/table-head';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate, formatTime } from '@/lib/format';
import { useDeleteFlight } from '@/features/admin-flights/api/delete-flight';
import { type AdminFlightFilters, useAdminFlights } from '@/features/admin-flights/api/get-admin-flights';
import { useUpdateFlight } from '@/features/admin-flights/api/update-flight';
import { EditFlightDialog } from '@/features/admin-flights/components/edit-flight-dialog';

const SEARCH_DELAY_MS = 300;
const STATUS_FILTERS: { value: FlightStatus | ''; label: string }[] = [
  { value: '', label: 'All Status' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];
const noFilters: AdminFlightFilters = {
  search: '',
  status: '',
  departureDate: '',
  arrivalDate: '',
  city: '',
};

function Route({ flight }: { flight: Flight }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span title={flight.departure.city}>{cityName(flight.departure.city)}</span>
      <span className="text-navy-400" aria-label="to">
        →
      </span>
      <span title={flight.arrival.city}>{cityName(flight.arrival.city)}</span>
    </span>
  );
}

/** Flight Management (docs/product.md §2.4): search, filters, table and cards, create, edit, cancel, delete. */
export default function FlightManagementPage() {
  usePageTitle(FLIGHT_TEXT.flightManagement);
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

  // A changed search, once typing settles, starts again at page 1; an unchanged one keeps the page.
  useEffect(() => {
    const search = searchInput.trim();
    const city = cityInput.trim();
    if (search === filters.search && city === filters.city) return;
    const timer = window.setTimeout(() => {
      setFilters((f) => ({ ...f, search, city }));
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput, cityInput, filters.search, filters.city]);

  const flights = useAdminFlights(page, filters);
  const removeFlight = useDeleteFlight();
  const update = useUpdateFlight();

  const totalPages = flights.data?.totalPages ?? 0;
  useEffect(() => {
    if (flights.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [flights.data, page, totalPages]);

  const setFilter = <K extends keyof AdminFlightFilters>(key: K, value: AdminFlightFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some((v) => v !== '');

  const confirmDelete = () => {
    if (!toDelete) return;
    removeFlight.mutate(toDelete._id, {
      onSuccess: () => toast.success(MSG.flightDeleted),
      onError: (error) => toast.error(errorMessage(error, MSG.deleteFlightFailed)),
      onSettled: () => setToDelete(null),
    });
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    update.mutate(
      { id: toCancel._id, body: { status: 'CANCELLED' } },
      {
        onSuccess: () => toast.success(MSG.flightUpdated),
        onError: (error) => toast.error(errorMessage(error, MSG.updateFlightFailed)),
        onSettled: () => setToCancel(null),
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{FLIGHT_TEXT.flightManagement}</h1>
          <p className="mt-1 text-sm text-navy-500">Create, edit, cancel and remove flights.</p>
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
          <Button onClick={() => setCreating(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
            {FLIGHT_TEXT.addFlight}
          </Button>
        </div>
      </div>

      <SearchField
        id="flight-search"
        label={FLIGHT_TEXT.searchFlightsPlaceholder}
        value={searchInput}
        onChange={setSearchInput}
        placeholder={FLIGHT_TEXT.searchFlightsPlaceholder}
      />

      {showFilters && (
        <section
          id={panelId}
          aria-label="Filters"
          className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4"
        >
          <Select
            label="Status"
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value as FlightStatus | '')}
            options={STATUS_FILTERS}
          />
          <Input
            label="Departure Date"
            type="date"
            value={filters.departureDate}
            onChange={(e) => setFilter('departureDate', e.target.value)}
          />
          <Input
            label="Arrival Date"
            type="date"
            value={filters.arrivalDate}
            onChange={(e) => setFilter('arrivalDate', e.target.value)}
          />
          <Input
            label="Route City"
            placeholder="e.g. Paris"
            value={cityInput}
            onChange={(e) => setCityInput(e.target.value)}
          />
          {filtered && (
            <div className="sm:col-span-2 lg:col-span-4">
              <Button
                variant="ghost"
                size="sm"
                icon={<X className="size-4" aria-hidden="true" />}
                onClick={() => {
                  setSearchInput('');
                  setCityInput('');
                  setFilters(noFilters);
                  setPage(1);
                }}
              >
                Clear filters
              </Button>
            </div>
          )}
        </section>
      )}

      <QueryList
        query={flights}
        loadingLabel="Loading flights…"
        errorText={(error) => errorMessage(error, MSG.fetchFlightsFailed)}
        empty={
          <EmptyState
            title={FLIGHT_TEXT.noFlightsFound}
            description={
              filtered ? 'Nothing matches these filters.' : 'Add the first flight to start selling seats.'
            }
            icon={<Plane className="size-7" aria-hidden="true" />}
          />
        }
      >
        {({ data: rows }) => (
          <>
            {/* wide screens: a table */}
            <div className="hidden overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-card md:block">
              <table className="w-full text-left text-sm">
                <TableHead columns={['Flight No.', 'Route', 'Date', 'Status']} actionsColumn="Actions" />
                <tbody className="divide-y divide-navy-100" aria-busy={flights.isFetching || undefined}>
                  {rows.map((flight) => (
                    <tr key={flight._id} className="hover:bg-navy-50/50">
                      <td className="px-5 py-3 font-semibold text-navy-900">{flight.flightNumber}</td>
                      <td className="px-5 py-3 text-navy-700">
                        <Route flight={flight} />
                      </td>
                      <td className="px-5 py-3 text-navy-700">
                        {formatShortDate(flight.departureTime)}
                        <span className="block text-xs text-navy-500">
                          {formatTime(flight.departureTime)}
                        </span>
                      </td>
                      <td className="px-5 py-3">
                        <AdminFlightStatus status={flight.status} />
                      </td>
                      <td className="px-5 py-3 text-right">
                        <Menu
                          label={`Actions for flight ${flight.flightNumber}`}
                          trigger={
                            <button
                              type="button"
                              aria-label={`Actions for flight ${flight.flightNumber}`}
                              className="rounded-lg p-2 text-navy-600 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-sky-500"
                            >
                              <MoreVertical className="size-4" aria-hidden="true" />
                            </button>
                          }
                        >
                          <MenuItem
                            icon={<Pencil className="size-4" aria-hidden="true" />}
                            onSelect={() => setEditing(flight)}
                          >
                            {FLIGHT_TEXT.editFlight}
                          </MenuItem>
                          <MenuItem
                            tone="danger"
                            icon={<Trash2 className="size-4" aria-hidden="true" />}
                            onSelect={() => setToDelete(flight)}
                          >
                            {FLIGHT_TEXT.deleteFlight}
                          </MenuItem>
                        </Menu>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            {/* narrow screens: cards */}
            <ul className="space-y-3 md:hidden" aria-busy={flights.isFetching || undefined}>
              {rows.map((flight) => (
                <li key={flight._id} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-bold text-navy-900">{flight.flightNumber}</p>
                      <p className="text-sm text-navy-700">
                        <Route flight={flight} />
                      </p>
                    </div>
                    <AdminFlightStatus status={flight.status} />
                  </div>
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-navy-500">Date</dt>
                      <dd className="font-medium text-navy-800">{formatShortDate(flight.departureTime)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-navy-500">Time</dt>
                      <dd className="font-medium text-navy-800">{formatTime(flight.departureTime)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-navy-500">Seats</dt>
                      <dd className="font-medium text-navy-800">{flight.availableSeats} available</dd>
                    </div>
                  </dl>
                  <div className="mt-4 flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      className="flex-1"
                      icon={<Pencil className="size-4" aria-hidden="true" />}
                      onClick={() => setEditing(flight)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="flex-1 text-danger-700"
                      icon={<Ban className="size-4" aria-hidden="true" />}
                      disabled={flight.status === 'CANCELLED'}
                      onClick={() => setToCancel(flight)}
                    >
                      Cancel
                    </Button>
                  </div>
                </li>
              ))}
            </ul>

            <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
          </>
        )}
      </QueryList>

      <FlightFormDialog open={creating} onOpenChange={setCreating} />
      {editing && <EditFlightDialog key={editing._id} flight={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={FLIGHT_TEXT.deleteFlight}
        message={MSG.confirmDeleteFlight}
        confirmLabel="Delete"
        pending={removeFlight.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title={`Cancel flight ${toCancel?.flightNumber ?? ''}`}
        message={FLIGHT_TEXT.confirmCancelFlight}
        confirmLabel="Cancel Flight"
        cancelLabel="Keep Flight"
        pending={update.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
