import { type Booking, type BookingAction, CLASS_LABELS, deskMessages } from '@skylark/contract';
import { Check, Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/bookings';
import { CustomerLink, EmailText, WaitingNote } from '@/components/desk';
import { Menu, MenuItem, buttonClasses } from '@/components/ui';
import { MoreButton } from '@/components/ui/more-button';
import { formatMoney, formatShortDate } from '@/lib/format';

/** A booking on a narrow screen: "Guest User" / "No account" and "Flight Removed" / "N/A" rules (docs/product.md#24-back-office-screens). */
export function BookingMobileCard({
  booking,
  onDecide,
  selected,
  onToggle,
}: {
  booking: Booking;
  onDecide: (action: BookingAction) => void;
  selected: boolean;
  onToggle: () => void;
}) {
  const user = booking.userId;
  const flight = booking.flightId;
  return (
    <article
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card"
      aria-label={`Booking #${booking.trackingId}`}
    >
      <div className="flex items-start justify-between gap-3">
        {booking.bookingStatus === 'PENDING' && (
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-navy-800"
            aria-label={deskMessages.selectBooking(booking.trackingId)}
            checked={selected}
            onChange={onToggle}
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-mono text-xs font-semibold text-navy-500">#{booking.trackingId}</p>
          <p className="font-semibold text-navy-900">
            {user ? <CustomerLink id={user._id} name={`${user.firstName} ${user.lastName}`} /> : 'Guest User'}
          </p>
          <p className="text-sm text-navy-600">{user ? <EmailText email={user.email} /> : 'No account'}</p>
        </div>
        {booking.bookingStatus === 'PENDING' && (
          <Menu
            label="Booking actions"
            trigger={<MoreButton aria-label={`Actions for booking ${booking.trackingId}`} />}
          >
            <MenuItem
              icon={<Check className="size-4" aria-hidden="true" />}
              onSelect={() => onDecide('approve')}
            >
              Approve
            </MenuItem>
            <MenuItem
              tone="danger"
              icon={<X className="size-4" aria-hidden="true" />}
              onSelect={() => onDecide('reject')}
            >
              Reject
            </MenuItem>
          </Menu>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-navy-500">Flight</dt>
          <dd className="font-medium text-navy-900">{flight ? flight.flightNumber : 'Flight Removed'}</dd>
          <dd className="text-navy-600">
            {flight ? `${flight.departure.city} → ${flight.arrival.city}` : 'N/A'}
          </dd>
          {booking.segments.slice(1).map((s) => (
            <dd key={s.flightNumber} className="text-navy-600">
              {s.flightNumber}: {s.departure.city} → {s.arrival.city}
            </dd>
          ))}
        </div>
        <div>
          <dt className="text-navy-500">Class</dt>
          <dd className="font-medium text-navy-900">{CLASS_LABELS[booking.classType] ?? 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Amount</dt>
          <dd className="font-medium text-navy-900">{formatMoney(booking.totalAmount)}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Status</dt>
          <dd>
            <BookingStatusBadge status={booking.bookingStatus} cancelReason={booking.cancelReason} />
            <WaitingNote booking={booking} />
          </dd>
        </div>
        <div>
          <dt className="text-navy-500">Created</dt>
          <dd className="font-medium text-navy-900">{formatShortDate(booking.createdAt)}</dd>
        </div>
      </dl>
      <Link
        to={`/admin/bookings/${booking._id}`}
        className={buttonClasses({ variant: 'outline', size: 'sm', block: true, className: 'mt-4' })}
      >
        <Eye className="size-4" aria-hidden="true" />
        View Details
      </Link>
    </article>
  );
}
