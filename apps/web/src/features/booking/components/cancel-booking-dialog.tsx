import {
  type Booking,
  CANCELLATION_TOAST_MS,
  DEFAULT_FARE_BRAND,
  bookedFareLines,
  refundAddressField,
} from '@skylark/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { tripFlightNumbers } from '@/components/bookings';
import { Button, Dialog, Input, Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatLocalDateTimeZoned, formatMoney } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { useCancelBooking, useCancellationQuote } from '@/features/booking/api/cancel-booking';

/**
 * Asks before cancelling, with the server's refund quote (docs/product.md#9-constants-and-limits, docs/product.md#147-cancelling-with-a-quote-and-refunds): the cancel names
 * the quote, so the traveller gets what was shown or sees the new amount. A paid booking asks for a
 * Bitcoin refund address, which may also be given later on the booking page.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return booking ? <QuotedCancel key={booking._id} booking={booking} onClose={onClose} /> : null;
}

function QuotedCancel({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('booking');
  const quote = useCancellationQuote(booking._id);
  const cancel = useCancelBooking();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const q = quote.data;
  // the airline moved the flight: the full amount back, never the voluntary refund's bands
  const scheduleChanged = booking.change?.freeMove === 'SCHEDULE_CHANGE';
  // a trip names every flight; its seats are those held on the flights the airline still flies
  const numbers = tripFlightNumbers(booking);
  const flights = Math.max(1, booking.segments?.length ?? 1);
  const held = booking.segments?.filter((_, i) => i !== booking.cancelledFlight?.segment);
  const seats = Math.max(1, held?.reduce((n, s) => n + s.seatNumbers.length, 0) ?? booking.passengers.length);

  const confirm = () => {
    if (!q) return;
    const refundAddress = address.trim();
    if (refundAddress && !refundAddressField.safeParse(refundAddress).success) {
      setAddressError(t('addressInvalid'));
      return;
    }
    cancel.mutate(
      { id: booking._id, body: { quoteId: q.quoteId, ...(refundAddress ? { refundAddress } : {}) } },
      {
        onSuccess: (result) => {
          toast.success(result.message, { duration: CANCELLATION_TOAST_MS });
          const refund = result.data.cancellation?.refundAmount;
          if (refund !== undefined && refund !== null) {
            toast.success(t('refundAmount', { amount: formatMoney(refund) }), {
              duration: CANCELLATION_TOAST_MS,
            });
          }
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'QUOTE_CHANGED') {
            setChanged(true);
            void quote.refetch();
            return;
          }
          const field =
            error instanceof ApiError ? error.errors.find((e) => e.field === 'refundAddress') : undefined;
          if (field) {
            setAddressError(field.message);
            return;
          }
          toast.error(errorMessage(error, t('cancelFailed')));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={t('cancelBooking')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            {t('keepBooking')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={cancel.isPending}
            disabled={!q || quote.isFetching}
          >
            {t('cancelBooking')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-navy-700">
        <p>
          <Trans
            t={t}
            i18nKey="cancelQuestion"
            count={seats}
            values={{ reference: booking.trackingId, flights: t('tripFlights', { count: flights, numbers }) }}
            components={{ strong: <strong dir="ltr" /> }}
          />
        </p>
        {quote.isPending || (quote.isFetching && !q) ? (
          <Spinner label={t('askingRefund')} />
        ) : quote.isError ? (
          <p role="alert" className="text-danger-700">
            {errorMessage(quote.error, t('cancelFailed'))}
          </p>
        ) : q ? (
          <div
            className="rounded-lg bg-sky-50 p-3 text-navy-800"
            aria-live="polite"
            data-testid="cancel-quote"
          >
            {changed && <p className="mb-2 font-medium">{t('quoteChanged')}</p>}
            {q.paid ? (
              <p>
                <Trans
                  t={t}
                  i18nKey="refundPaid"
                  values={{
                    percent: q.refundPercent,
                    total: formatMoney(booking.totalAmount),
                    amount: formatMoney(q.refundAmount),
                  }}
                  components={{ strong: <strong /> }}
                />
              </p>
            ) : (
              <p>
                <Trans
                  t={t}
                  i18nKey="refundUnpaid"
                  values={{ amount: formatMoney(0) }}
                  components={{ strong: <strong /> }}
                />
              </p>
            )}
            <p className="mt-1 text-navy-600">
              {t('quoteHolds', { until: formatLocalDateTimeZoned(q.expiresAt) })}
            </p>
          </div>
        ) : null}
        <p className="text-navy-600">
          {scheduleChanged
            ? t('scheduleRule')
            : q?.freeCancellationUntil
              ? t('withinDayRule', { until: formatLocalDateTimeZoned(q.freeCancellationUntil) })
              : t('policyRule', {
                  // Classic's bands are translated; another brand's terms are the contract's own words
                  policy: booking.segments.every(
                    (s) => (s.fareBrand ?? DEFAULT_FARE_BRAND) === DEFAULT_FARE_BRAND,
                  )
                    ? t('cancellationBands')
                    : bookedFareLines(booking)[0]!.text,
                })}
        </p>
        {q?.paid && q.refundAmount > 0 && (
          <Input
            label={t('refundAddress')}
            hint={t('refundAddressHint')}
            value={address}
            autoComplete="off"
            spellCheck={false}
            maxLength={90}
            error={addressError}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(undefined);
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
