import { type BookingAction, CLASS_LABELS, MSG } from '@skylark/contract';
import { Eye, Filter, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/bookings';
import { Button, EmptyState, Pagination, buttonClasses, usePageTitle } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { TableHead } from '@/components/ui/table-head';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { useDecideBooking } from '@/features/admin-bookings/api/decide-booking';
import { type BookingFilters, useAdminBookings } from '@/features/admin-bookings/api/get-bookings';
import { BookingFiltersPanel } from '@/features/admin-bookings/components/booking-filters';
import { BookingMobileCard } from '@/features/admin-bookings/components/booking-mobile-card';
import { DecisionButtons } from '@/features/admin-bookings/components/decision-buttons';

const noFilters: BookingFilters = { startDate: '', endDate: '', classType: '', status: '' };

/** Admin Booking Management (/admin/bookings): filters, table or cards, approve and reject. */
export default function BookingManagementPage() {
  usePageTitle('Booking Management');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<BookingFilters>(noFilters);
  const [showFilters, setShowFilters] = useState(false);
  const bookings = useAdminBookings(page, filters);
  const decide = useDecideBooking();

  const changeFilters = (next: BookingFilters) => {
    setFilters(next);
    setPage(1);
  };
  const onDecide = (id: string, action: BookingAction) => decide.mutate({ id, action });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Booking Management</h1>
          <p className="mt-1 text-sm text-navy-500">
            Verify payments, then approve or reject pending bookings.
          </p>
        </div>
        <Button
          variant="outline"
          aria-expanded={showFilters}
          aria-controls="booking-filters"
          icon={<Filter className="size-4" aria-hidden="true" />}
          onClick={() => setShowFilters((v) => !v)}
        >
          Filters
        </Button>
      </div>

      {showFilters && <BookingFiltersPanel filters={filters} onChange={changeFilters} />}

      <QueryList
        query={bookings}
        loadingLabel="Loading bookings…"
        errorText={(error) => errorMessage(error, MSG.fetchBookingsFailed)}
        empty={
          <EmptyState title="No bookings found" icon={<Ticket className="size-7" aria-hidden="true" />} />
        }
      >
        {(data) => (
          <>
            <div className="hidden overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-card md:block">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <TableHead
                    columns={['Tracking ID', 'Customer', 'Flight', 'Status', 'Date']}
                    actionsColumn="Actions"
                    cellClassName="px-4 py-3"
                  />
                  <tbody className="divide-y divide-navy-100" aria-busy={bookings.isFetching || undefined}>
                    {data.data.map((b) => (
                      <tr key={b._id} className="hover:bg-navy-50/50">
                        <td className="px-4 py-3 font-mono font-semibold text-navy-900">#{b.trackingId}</td>
                        <td className="px-4 py-3">
                          <p className="font-medium text-navy-900">{b.customerName || 'N/A'}</p>
                          <p className="break-all text-navy-600">{b.email || 'N/A'}</p>
                        </td>
                        <td className="px-4 py-3">
                          <p className="font-medium text-navy-900">{b.flightNumber || 'N/A'}</p>
                          <p className="text-navy-600">{CLASS_LABELS[b.classType] ?? 'N/A'}</p>
                        </td>
                        <td className="px-4 py-3">
                          <BookingStatusBadge status={b.bookingStatus} />
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-navy-700">
                          {formatShortDate(b.createdAt)}
                        </td>
                        <td className="px-4 py-3">
                          <div className="flex justify-end gap-2">
                            <Link
                              to={`/admin/bookings/${b._id}`}
                              className={buttonClasses({ variant: 'outline', size: 'sm' })}
                              aria-label={`View Details of booking ${b.trackingId}`}
                            >
                              <Eye className="size-4" aria-hidden="true" />
                              View Details
                            </Link>
                            {b.bookingStatus === 'PENDING' && (
                              <DecisionButtons
                                label={`booking ${b.trackingId}`}
                                pending={decide.isPending}
                                onDecide={(action) => onDecide(b._id, action)}
                              />
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
            <div className="grid gap-4 md:hidden">
              {data.data.map((b) => (
                <BookingMobileCard key={b._id} booking={b} onDecide={(action) => onDecide(b._id, action)} />
              ))}
            </div>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        )}
      </QueryList>
    </div>
  );
}
