import type { Booking } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useCancelledFlightChoice } from '@/lib/api/change-booking';
import { formatMoney } from '@/lib/format';
import { useToast } from '@/lib/toast';

/**
 * A flight of the trip cancelled by the airline (docs/product.md#149-return-trips-and-multi-city, decision 088): the other
 * flights stay booked, and the traveller chooses a free move of that flight, the whole trip
 * cancelled with everything paid refunded, or the other flights kept with that flight's fare back.
 */
export function CancelledFlightChoices({ booking, onMove }: { booking: Booking; onMove: () => void }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('bookings');
  const choose = useCancelledFlightChoice(booking._id);
  const cancelled = booking.cancelledFlight;
  if (!cancelled || booking.bookingStatus === 'CANCELLED') return null;
  if (cancelled.choice === 'KEEP_REST')
    return (
      <Card className="text-sm text-navy-700" data-testid="cancelled-flight">
        {t('cancelledFlight.keptRest', { flight: cancelled.flightNumber })}
      </Card>
    );
  const send = (choice: 'keep-rest' | 'cancel-trip') =>
    choose.mutate(choice, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, t('cancelledFlight.nothingToChoose'))),
    });
  const keepRest = () => send('keep-rest');
  const cancelTrip = () => send('cancel-trip');
  const freeMove = booking.change?.freeMove === 'FLIGHT_CANCELLED';
  return (
    <section aria-labelledby="cancelled-flight-heading" data-testid="cancelled-flight">
      <Card className="space-y-4 border-accent-300 bg-accent-50">
        <div>
          <h2 id="cancelled-flight-heading" className="text-lg font-semibold text-navy-900">
            {t('cancelledFlight.heading', { flight: cancelled.flightNumber })}
          </h2>
          <p className="mt-1 text-sm text-navy-700">{t('cancelledFlight.intro')}</p>
        </div>
        <ul className="space-y-3">
          {freeMove && (
            <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-navy-800">{t('cancelledFlight.freeMove')}</p>
              <Button className="shrink-0" onClick={onMove} disabled={choose.isPending}>
                {t('cancelledFlight.freeMoveAction')}
              </Button>
            </li>
          )}
          <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-navy-800">
              {t('cancelledFlight.keepRest', { refund: formatMoney(cancelled.keepRestRefund) })}
            </p>
            <Button
              className="shrink-0"
              variant="outline"
              loading={choose.isPending && choose.variables === 'keep-rest'}
              disabled={choose.isPending}
              onClick={keepRest}
            >
              {t('cancelledFlight.keepRestAction')}
            </Button>
          </li>
          <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-navy-800">
              {t('cancelledFlight.cancelTrip', { refund: formatMoney(cancelled.cancelTripRefund) })}
            </p>
            <Button
              className="shrink-0"
              variant="danger"
              loading={choose.isPending && choose.variables === 'cancel-trip'}
              disabled={choose.isPending}
              onClick={cancelTrip}
            >
              {t('cancelledFlight.cancelTripAction')}
            </Button>
          </li>
        </ul>
      </Card>
    </section>
  );
}
