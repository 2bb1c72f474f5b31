import type { Booking } from '@skylark/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button, Dialog, Select, Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useAvailableSeats } from '@/lib/api/get-available-seats';
import {
  type ChangeBase,
  useChangeBooking,
  useChangeOptions,
  useChangeQuote,
} from '@/lib/api/change-booking';
import { formatFlightDateTime, formatMoney } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { ChangeLegPicker } from './change-leg-picker';
import { ChangeQuoteSummary } from './change-quote-summary';

/**
 * Change of flight (docs/product.md#148-changing-flight): a flight of the route, a seat per passenger, the server's
 * quote, then the change at that quote. The traveller's and the desk's dialog alike (`base`).
 */
export function ChangeFlightDialog({
  booking,
  base,
  onClose,
  onChanged,
}: {
  booking: Booking | null;
  base: ChangeBase;
  onClose: () => void;
  onChanged: (changed: Booking) => void;
}) {
  return booking ? (
    <ChangeFlight key={booking._id} booking={booking} base={base} onClose={onClose} onChanged={onChanged} />
  ) : null;
}

function ChangeFlight({
  booking,
  base,
  onClose,
  onChanged,
}: {
  booking: Booking;
  base: ChangeBase;
  onClose: () => void;
  onChanged: (changed: Booking) => void;
}) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('bookings');
  // a trip's free move is of the flight the airline moved
  const [segment, setSegment] = useState(booking.change?.freeMoveSegment ?? 0);
  const leg = booking.segments[segment];
  const classType = leg?.classType ?? booking.classType;
  const options = useChangeOptions(base, booking._id, segment);
  const [flightId, setFlightId] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);
  const seats = useAvailableSeats(flightId || 'none', flightId ? classType : null);
  const free = seats.data ?? [];
  const count = booking.passengers.length;
  // until the traveller picks, the first free seats of the class
  const chosen = picked.length === count ? picked : free.slice(0, count);
  const change = useChangeBooking(base, booking._id);
  const quote = useChangeQuote(
    base,
    booking._id,
    segment,
    flightId,
    chosen.length === count ? chosen : [],
    change.isIdle || change.isError,
  );
  const q = quote.data;

  const confirm = () => {
    if (!q) return;
    change.mutate(
      { segment, quoteId: q.quoteId, flightId, seatNumbers: chosen },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onChanged(result.data);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'QUOTE_CHANGED') {
            setChanged(true);
            void quote.refetch();
            return;
          }
          toast.error(errorMessage(error, t('change.changeClosed')));
          if (error instanceof ApiError && error.code === 'SEAT_TAKEN') setPicked([]);
        },
      },
    );
  };

  const flights = options.data?.flights ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={options.data?.freeMove ? t('change.moveFree') : t('change.changeFlight')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {t('change.keepBooking')}
          </Button>
          <Button onClick={confirm} loading={change.isPending} disabled={!q || quote.isFetching}>
            {q && q.amountDue > 0
              ? t('change.confirmAndPay', { amount: formatMoney(q.amountDue) })
              : t('change.confirmChange')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-navy-700">
        <p>
          <Trans
            t={t}
            i18nKey="change.about"
            count={count}
            values={{ reference: booking.trackingId, flight: leg?.flightNumber ?? booking.flightNumber }}
            components={{ strong: <strong dir="ltr" /> }}
          />
        </p>
        {booking.segments.length > 1 && (
          <ChangeLegPicker
            segments={booking.segments}
            value={segment}
            onChange={(next) => {
              setSegment(next);
              setFlightId('');
              setPicked([]);
              setChanged(false);
            }}
          />
        )}
        {options.isPending ? (
          <Spinner label={t('change.findingFlights')} />
        ) : options.isError ? (
          <p role="alert" className="text-danger-700">
            {errorMessage(options.error, t('change.changeClosed'))}
          </p>
        ) : flights.length === 0 ? (
          <p>{t('change.noFlights')}</p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-2 font-semibold text-navy-900">{t('change.chooseFlight')}</legend>
            {flights.map((f) => (
              <label
                key={f.flightId}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-navy-200 p-3 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50"
              >
                <input
                  type="radio"
                  name="change-flight"
                  value={f.flightId}
                  checked={flightId === f.flightId}
                  onChange={() => {
                    setFlightId(f.flightId);
                    setPicked([]);
                    setChanged(false);
                  }}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold text-navy-900" dir="ltr">
                    {f.flightNumber}
                  </span>{' '}
                  · {formatFlightDateTime(f.departure)}
                  <span className="block text-navy-600">
                    {options.data?.freeMove
                      ? t('change.free')
                      : t('change.perPassenger', { price: formatMoney(f.price) })}{' '}
                    · {t('change.seatsLeft', { count: f.seatsLeft })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {flightId && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-navy-900">{t('change.chooseSeats')}</legend>
            {booking.passengers.map((p, i) => (
              <Select
                key={i}
                label={p.name}
                value={chosen[i] ?? ''}
                onChange={(event) => {
                  const next = [...chosen];
                  next[i] = event.target.value;
                  setPicked(next);
                }}
                options={[...new Set([...(chosen[i] ? [chosen[i]] : []), ...free])].map((s) => ({
                  value: s,
                  label: s,
                }))}
              />
            ))}
          </fieldset>
        )}
        {flightId && quote.isFetching && !q && <Spinner label={t('change.askingPrice')} />}
        {quote.isError && (
          <p role="alert" className="text-danger-700">
            {errorMessage(quote.error, t('change.changeClosed'))}
          </p>
        )}
        {q && (
          <ChangeQuoteSummary
            quote={q}
            changed={changed}
            unpaid={booking.paymentStatus !== 'CONFIRMED' && booking.segments.length <= 1}
          />
        )}
      </div>
    </Dialog>
  );
}
