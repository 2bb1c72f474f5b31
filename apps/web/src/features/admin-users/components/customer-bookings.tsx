import {
  type Booking,
  changeScreenMessages,
  CLASS_LABELS,
  customerMessages,
  MSG,
  changeOffered,
} from '@skylark/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge, ChangeFlightDialog } from '@/components/bookings';
import { Button, Card, ConfirmDialog } from '@/components/ui';
import { formatFlightDateTime, formatMoney } from '@/lib/format';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { PageLanguageRegion } from '@/lib/i18n/language-region';
import {
  useCancelForCustomer,
  useCustomerCancellationQuote,
} from '@/features/admin-users/api/cancel-for-customer';

/** Whether the customer could cancel it themselves: active, and its flight not yet gone. */
const cancellable = (b: Booking, now: number) =>
  (b.bookingStatus === 'PENDING' || b.bookingStatus === 'CONFIRMED') &&
  new Date(b.departure.date).getTime() > now;

/** The customer's bookings of every status, each leading to its detail; an active one can be cancelled for them. */
export function CustomerBookings({ bookings, limited }: { bookings: Booking[]; limited: string | null }) {
  const errorMessage = useErrorMessage();
  const cancel = useCancelForCustomer();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  // the quote the customer's own cancellation would get (docs/product.md#147-cancelling-with-a-quote-and-refunds), named when cancelling
  const quote = useCustomerCancellationQuote(cancelling?._id ?? null);
  const [now] = useState(() => Date.now());
  const [changing, setChanging] = useState<Booking | null>(null);
  return (
    <Card title={customerMessages.bookings} description={limited ?? undefined}>
      {bookings.length === 0 ? (
        <p className="text-sm text-navy-600">{customerMessages.noBookings}</p>
      ) : (
        <ul className="divide-y divide-navy-100" aria-label={customerMessages.bookings}>
          {bookings.map((b) => (
            <li key={b._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/bookings/${b._id}`}
                  className="font-mono font-semibold text-sky-800 underline-offset-2 hover:underline"
                >
                  #{b.trackingId}
                </Link>
                <p className="text-sm text-navy-700">
                  {b.flightNumber} · {CLASS_LABELS[b.classType]} · {b.passengers.length} passenger
                  {b.passengers.length === 1 ? '' : 's'} · {formatMoney(b.totalAmount)}
                </p>
                <p className="text-sm text-navy-600">{formatFlightDateTime(b.departure)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <BookingStatusBadge status={b.bookingStatus} cancelReason={b.cancelReason} />
                {changeOffered(b, now) && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${changeScreenMessages.changeFlight} #${b.trackingId}`}
                    onClick={() => setChanging(b)}
                  >
                    {changeScreenMessages.changeFlight}
                  </Button>
                )}
                {cancellable(b, now) && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${customerMessages.cancelForCustomer} #${b.trackingId}`}
                    onClick={() => setCancelling(b)}
                  >
                    {customerMessages.cancelForCustomer}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageLanguageRegion>
        <ChangeFlightDialog
          booking={changing}
          base="/admin/bookings"
          onClose={() => setChanging(null)}
          onChanged={() => setChanging(null)}
        />
      </PageLanguageRegion>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel Booking"
        confirmLabel="Cancel Booking"
        cancelLabel="Keep Booking"
        pending={cancel.isPending || quote.isFetching}
        message={
          quote.data
            ? customerMessages.confirmCancel(formatMoney(quote.data.refundAmount))
            : quote.isError
              ? errorMessage(quote.error, MSG.cancelBookingFailed)
              : 'Getting the refund quote…'
        }
        onConfirm={() =>
          cancelling &&
          quote.data &&
          cancel.mutate(
            { id: cancelling._id, quoteId: quote.data.quoteId },
            { onSuccess: () => setCancelling(null) },
          )
        }
      />
    </Card>
  );
}
