import { type Booking, deskMessages } from '@skylark/contract';
import { formatElapsed } from '@/lib/format';

/** Under a PENDING booking: how long it has waited and whether the customer reported paying. */
export function WaitingNote({ booking }: { booking: Booking }) {
  if (booking.bookingStatus !== 'PENDING') return null;
  return (
    <p className="mt-1 text-xs whitespace-nowrap text-navy-600">
      {deskMessages.waiting(formatElapsed(booking.createdAt))}
      <br />
      {booking.paymentReportedAt ? (
        <span className="font-semibold text-emerald-700">
          {deskMessages.paymentReported(formatElapsed(booking.paymentReportedAt))}
        </span>
      ) : (
        deskMessages.paymentNotReported
      )}
    </p>
  );
}
