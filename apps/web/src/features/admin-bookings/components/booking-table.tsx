import { type Booking, CLASS_LABELS, deskMessages } from '@skylark/contract';
import { Check, Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/bookings';
import { CustomerLink, EmailText, WaitingNote } from '@/components/desk';
import { Button, buttonClasses } from '@/components/ui';
import { formatMoney, formatShortDate } from '@/lib/format';

export interface BookingRowsProps {
  bookings: Booking[];
  busy: boolean;
  pending: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onApprove: (booking: Booking) => void;
  onReject: (booking: Booking) => void;
}

const cell = 'px-3 py-3 align-top';

/** The bookings on a wide screen: readable at 1280 px, with the amount and a box to select pending ones. */
export function BookingTable({
  bookings,
  busy,
  pending,
  selected,
  onToggle,
  onToggleAll,
  onApprove,
  onReject,
}: BookingRowsProps) {
  const pendingIds = bookings.filter((b) => b.bookingStatus === 'PENDING').map((b) => b._id);
  const allSelected = pendingIds.length > 0 && pendingIds.every((id) => selected.has(id));
  return (
    <table className="w-full text-start text-sm">
      <thead className="bg-navy-50 text-xs font-semibold tracking-wide text-navy-600 uppercase">
        <tr>
          <th scope="col" className={cell}>
            <input
              type="checkbox"
              className="size-4 accent-navy-800"
              aria-label={deskMessages.selectAllOnPage}
              checked={allSelected}
              disabled={pendingIds.length === 0}
              onChange={onToggleAll}
            />
          </th>
          {['Tracking ID', 'Customer', 'Flight', deskMessages.amountColumn, 'Status'].map((c) => (
            <th key={c} scope="col" className={cell}>
              {c}
            </th>
          ))}
          <th scope="col" className={`${cell} text-end`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-navy-100" aria-busy={busy || undefined}>
        {bookings.map((b) => (
          <tr key={b._id} className="hover:bg-navy-50/50">
            <td className={cell}>
              {b.bookingStatus === 'PENDING' && (
                <input
                  type="checkbox"
                  className="size-4 accent-navy-800"
                  aria-label={deskMessages.selectBooking(b.trackingId)}
                  checked={selected.has(b._id)}
                  onChange={() => onToggle(b._id)}
                />
              )}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <p className="font-mono font-semibold text-navy-900">#{b.trackingId}</p>
              <p className="text-navy-600">{formatShortDate(b.createdAt)}</p>
            </td>
            <td className={cell}>
              <p className="font-medium text-navy-900">
                <CustomerLink id={b.userId?._id} name={b.customerName || 'N/A'} />
              </p>
              <p className="text-navy-600">{b.email ? <EmailText email={b.email} /> : 'N/A'}</p>
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <p className="font-medium text-navy-900">
                {b.segments.length > 1
                  ? b.segments.map((s) => s.flightNumber).join(' · ')
                  : b.flightNumber || 'N/A'}
              </p>
              <p className="text-navy-600">{CLASS_LABELS[b.classType] ?? 'N/A'}</p>
            </td>
            <td className={`${cell} text-end font-medium whitespace-nowrap text-navy-900 tabular-nums`}>
              {formatMoney(b.totalAmount)}
            </td>
            <td className={cell}>
              <BookingStatusBadge status={b.bookingStatus} cancelReason={b.cancelReason} />
              <WaitingNote booking={b} />
            </td>
            <td className={cell}>
              <div className="flex flex-col items-stretch gap-2">
                <Link
                  to={`/admin/bookings/${b._id}`}
                  className={buttonClasses({
                    variant: 'outline',
                    size: 'sm',
                    className: 'whitespace-nowrap',
                  })}
                  aria-label={`View Details of booking ${b.trackingId}`}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  View Details
                </Link>
                {b.bookingStatus === 'PENDING' && (
                  <>
                    <Button
                      variant="success"
                      size="sm"
                      disabled={pending}
                      aria-label={`Approve booking ${b.trackingId}`}
                      icon={<Check className="size-4" aria-hidden="true" />}
                      onClick={() => onApprove(b)}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      disabled={pending}
                      aria-label={`Reject booking ${b.trackingId}`}
                      icon={<X className="size-4" aria-hidden="true" />}
                      onClick={() => onReject(b)}
                    >
                      Reject
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
