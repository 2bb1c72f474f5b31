import { type Booking, INVOICE_TEXT } from '@skylark/contract';
import { InvoiceStatusBanner } from '@/components/bookings';
import { StatusBanner } from '@/components/ui';

/**
 * Where the page says what the product has seen of the payment: a polite live region that stays in
 * place, so a screen reader hears "Payment seen", then "Payment received", as they arrive.
 */
export function PaymentLiveStatus({ booking }: { booking: Booking }) {
  const { payment } = booking;
  const expired = booking.bookingStatus === 'CANCELLED' && booking.cancelReason === 'EXPIRED';
  const watched = booking.bookingStatus === 'PENDING' && payment?.status !== undefined;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="invoice-status">
      {expired && (
        <StatusBanner tone="red" title={INVOICE_TEXT.expired}>
          <p>{INVOICE_TEXT.expiredDetail}</p>
        </StatusBanner>
      )}
      {watched && payment && (
        <div className="space-y-1">
          <InvoiceStatusBanner payment={payment} />
          <p className="px-1 text-xs text-navy-600">{INVOICE_TEXT.liveNote}</p>
        </div>
      )}
    </div>
  );
}
