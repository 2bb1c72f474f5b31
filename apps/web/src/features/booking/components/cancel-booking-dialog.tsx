import { type Booking, refundCents, refundPercent } from '@skylark/contract';
import { ConfirmDialog } from '@/components/ui';
import { formatMoney } from '@/lib/format';

/** Asks before cancelling, with the refund estimate of the policy (docs/product.md §9). */
export function CancelBookingDialog({
  booking,
  pending,
  onConfirm,
  onClose,
}: {
  booking: Booking | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const departure = booking ? new Date(booking.departure.date) : new Date();
  const now = new Date();
  const percent = refundPercent(departure, now);
  const estimate = booking ? refundCents(Math.round(booking.totalAmount * 100), departure, now) / 100 : 0;
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel Booking"
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      pending={pending}
      onConfirm={onConfirm}
      message={
        <div className="space-y-3">
          <p>
            Are you sure you want to cancel booking <strong>{booking?.flightNumber}</strong>? The seat will be
            released.
          </p>
          <p className="rounded-lg bg-sky-50 p-3 text-navy-800">
            Estimated refund: <strong>{percent}%</strong> of {formatMoney(booking?.totalAmount ?? 0)} ={' '}
            <strong>{formatMoney(estimate)}</strong>
          </p>
          <p className="text-navy-600">
            The refund is based on the cancellation policy: more than 7 days before departure 90%, 3 to 7 days
            50%, 1 to 2 days 25%, otherwise 10%.
          </p>
        </div>
      }
    />
  );
}
