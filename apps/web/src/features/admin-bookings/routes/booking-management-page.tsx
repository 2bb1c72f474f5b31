import { type Booking, exportMessages, MSG, deskMessages } from '@skylark/contract';
import { FileDown, Filter, Ticket } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { RejectDialog } from '@/components/desk';
import { Button, ConfirmDialog, EmptyState, usePageTitle } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { QueryList } from '@/components/ui/query-list';
import { SearchField } from '@/components/ui/search-field';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useDecideBooking } from '@/features/admin-bookings/api/decide-booking';
import { useDecideBookings } from '@/features/admin-bookings/api/decide-bookings';
import { type BookingFilters, useAdminBookings } from '@/features/admin-bookings/api/get-bookings';
import { BookingFiltersPanel } from '@/features/admin-bookings/components/booking-filters';
import { BookingMobileCard } from '@/features/admin-bookings/components/booking-mobile-card';
import { BookingTable } from '@/features/admin-bookings/components/booking-table';
import {
  ApproveUnreportedDialog,
  paymentSignalled,
} from '@/features/admin-bookings/components/approve-unreported-dialog';
import { BulkBar } from '@/features/admin-bookings/components/bulk-bar';
import { DeskViews } from '@/features/admin-bookings/components/desk-views';

type Filters = Omit<BookingFilters, 'search' | 'order'>;
const noFilters: Filters = { startDate: '', endDate: '', classType: '', status: '' };
type Rejecting = { ids: string[]; bulk: boolean } | null;

/** Admin Booking Management (/admin/bookings): search, views, filters, table or cards, decisions (docs/product.md#145-the-booking-desk). */
export default function BookingManagementPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Booking Management');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [search, setSearch] = useState('');
  const [pendingView, setPendingView] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [approvingAll, setApprovingAll] = useState(false);
  const [approvingUnreported, setApprovingUnreported] = useState<Booking | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const query: BookingFilters = pendingView
    ? { ...filters, status: 'PENDING', search: deferredSearch, order: 'queue' }
    : { ...filters, search: deferredSearch, order: 'newest' };
  const bookings = useAdminBookings(page, query);
  const decide = useDecideBooking();
  const decideMany = useDecideBookings();
  const busy = decide.isPending || decideMany.isPending;

  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (rows: Booking[]) => {
    const ids = rows.filter((b) => b.bookingStatus === 'PENDING').map((b) => b._id);
    setSelected(ids.every((id) => selected.has(id)) ? new Set() : new Set(ids));
  };
  const confirmReject = (reason: string | undefined) => {
    if (!rejecting) return;
    const done = { onSettled: () => setRejecting(null) };
    if (!rejecting.bulk) {
      decide.mutate({ id: rejecting.ids[0]!, action: 'reject', reason }, done);
    } else {
      decideMany.mutate(
        { ids: rejecting.ids, action: 'reject', reason },
        { ...done, onSuccess: () => setSelected(new Set()) },
      );
    }
  };
  const approve = (b: Booking) =>
    paymentSignalled(b) ? decide.mutate({ id: b._id, action: 'approve' }) : setApprovingUnreported(b);
  const unreportedSelected = (bookings.data?.data ?? []).filter(
    (b) => selected.has(b._id) && !paymentSignalled(b),
  ).length;
  const approveSelected = () =>
    decideMany.mutate(
      { ids: [...selected], action: 'approve' },
      { onSettled: () => setApprovingAll(false), onSuccess: () => setSelected(new Set()) },
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Booking Management</h1>
          <p className="mt-1 text-sm text-navy-500">
            Verify payments, then approve or reject pending bookings.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls="booking-filters"
            icon={<Filter className="size-4" aria-hidden="true" />}
            onClick={() => setShowFilters((v) => !v)}
          >
            Filters
          </Button>
          {/* the bookings the list shows, every page of them (docs/product.md#152-exports-and-the-manifest) */}
          <DownloadButton
            path="/admin/bookings/export.csv"
            query={{ ...query }}
            fileName="skylark-bookings.csv"
            failure={exportMessages.failed}
            variant="outline"
            icon={<FileDown className="size-4" aria-hidden="true" />}
          >
            {exportMessages.exportCsv}
          </DownloadButton>
        </div>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          id="booking-search"
          label={deskMessages.searchLabel}
          placeholder={deskMessages.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            reset();
          }}
          className="md:flex-1"
        />
        <DeskViews
          pendingView={pendingView}
          onChange={(next) => {
            setPendingView(next);
            reset();
          }}
        />
      </div>

      {showFilters && (
        <BookingFiltersPanel
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            reset();
          }}
        />
      )}

      <BulkBar
        count={selected.size}
        pending={busy}
        onApprove={() => setApprovingAll(true)}
        onReject={() => setRejecting({ ids: [...selected], bulk: true })}
      />

      <QueryList
        query={bookings}
        loadingLabel="Loading bookings…"
        errorText={(error) => errorMessage(error, MSG.fetchBookingsFailed)}
        empty={
          <EmptyState title="No bookings found" icon={<Ticket className="size-7" aria-hidden="true" />} />
        }
      >
        {(data) => (
          <ResponsiveList
            items={data.data}
            itemKey={(b) => b._id}
            page={data.currentPage}
            totalPages={data.totalPages}
            onPageChange={(next) => {
              setPage(next);
              setSelected(new Set());
            }}
            table={
              <BookingTable
                bookings={data.data}
                busy={bookings.isFetching}
                pending={busy}
                selected={selected}
                onToggle={toggle}
                onToggleAll={() => toggleAll(data.data)}
                onApprove={approve}
                onReject={(b) => setRejecting({ ids: [b._id], bulk: false })}
              />
            }
            card={(b) => (
              <BookingMobileCard
                booking={b}
                selected={selected.has(b._id)}
                onToggle={() => toggle(b._id)}
                onDecide={(action) =>
                  action === 'approve' ? approve(b) : setRejecting({ ids: [b._id], bulk: false })
                }
              />
            )}
          />
        )}
      </QueryList>

      <ApproveUnreportedDialog
        booking={approvingUnreported}
        pending={busy}
        onClose={() => setApprovingUnreported(null)}
        onConfirm={(b) =>
          decide.mutate({ id: b._id, action: 'approve' }, { onSettled: () => setApprovingUnreported(null) })
        }
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        count={rejecting?.bulk ? rejecting.ids.length : undefined}
        pending={busy}
        onConfirm={confirmReject}
      />
      <ConfirmDialog
        open={approvingAll}
        onOpenChange={setApprovingAll}
        title={deskMessages.approveBulkTitle(selected.size)}
        message={
          unreportedSelected > 0
            ? `${deskMessages.approveBulkDescription} ${deskMessages.approveBulkUnreported(unreportedSelected)}`
            : deskMessages.approveBulkDescription
        }
        confirmLabel="Approve"
        tone="primary"
        pending={busy}
        onConfirm={approveSelected}
      />
    </div>
  );
}
