import { type Booking, deskMessages } from '@skylark/contract';
import { ConfirmDialog } from '@/components/ui';

/**
 * Whether anything says the money is there: the customer's report, or a payment the product saw on chain
 * (docs/product.md#143-paying-for-a-booking). Approving a booking without either asks first (docs/product.md#145-the-booking-desk).
 */
export const paymentSignalled = (booking: Pick<Booking, 'paymentReportedAt' | 'payment'>) =>
  booking.paymentReportedAt !== null || (booking.payment?.transactions.length ?? 0) > 0;

/** "Approve without a payment report?": shown before approving a booking nobody said was paid. */
export function ApproveUnreportedDialog({
  booking,
  pending,
  onClose,
  onConfirm,
}: {
  booking: Booking | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (booking: Booking) => void;
}) {
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deskMessages.approveUnreportedTitle}
      message={booking ? deskMessages.approveUnreportedDescription(booking.trackingId) : ''}
      confirmLabel={deskMessages.approveAnyway}
      cancelLabel="Keep pending"
      tone="primary"
      pending={pending}
      onConfirm={() => booking && onConfirm(booking)}
    />
  );
}
