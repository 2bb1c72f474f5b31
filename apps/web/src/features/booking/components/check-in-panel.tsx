import { type CheckInBody, type CheckInFlight, checkInBody } from '@skylark/contract';
import { useId } from 'react';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, Form, Spinner, buttonClasses, useSchemaForm } from '@/components/ui';
import { formatFlightDateTime } from '@/lib/format';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { usePlaceNames } from '@/lib/i18n/place-names';
import { useToast } from '@/lib/toast';
import { useCheckIn, useCheckInState } from '@/features/booking/api/check-in';
import { CheckInPassengerFields } from '@/features/booking/components/check-in-passenger-fields';

type Waiting = CheckInFlight['passengers'][number];

/** The booked names stand in the fields; a passport is asked for only across a border. */
const blank = (p: Waiting, international: boolean): CheckInBody['passengers'][number] => ({
  passengerId: p.passengerId,
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: '',
  ...(international && { passport: { number: '', nationality: '', expiry: '' } }),
});

/** The passengers still to check in, checked by the body's own schema before sending. */
function CheckInForm({
  bookingId,
  flightId,
  waiting,
  international,
}: {
  bookingId: string;
  flightId: string | null;
  waiting: Waiting[];
  international: boolean;
}) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('booking');
  const checkIn = useCheckIn(bookingId);
  const form = useSchemaForm({
    schema: checkInBody,
    defaultValues: { passengers: waiting.map((p) => blank(p, international)) },
  });
  const submit = (body: CheckInBody) =>
    checkIn.mutate(flightId ? { ...body, flightId } : body, {
      onSuccess: () => toast.success(t('checkIn.done')),
      onError: (error) => {
        form.showServerError(error, t('checkIn.failed'));
        toast.error(errorMessage(error, t('checkIn.failed')));
      },
    });
  return (
    <Form form={form} onValid={submit} className="mt-4 space-y-4">
      {international && <p className="text-sm text-navy-700">{t('checkIn.international')}</p>}
      {waiting.map((p, index) => (
        <CheckInPassengerFields
          key={p.passengerId}
          form={form}
          index={index}
          title={`${p.firstName} ${p.lastName}`}
          seat={p.seatNumber}
          international={international}
        />
      ))}
      <Button type="submit" loading={checkIn.isPending}>
        {t('checkIn.submit')}
      </Button>
    </Form>
  );
}

/** One flight's check-in: its window, how many have checked in, the form for the others. */
function FlightCheckIn({
  bookingId,
  flight: f,
  named,
}: {
  bookingId: string;
  flight: CheckInFlight;
  named: boolean;
}) {
  const { t } = useTranslation('booking');
  const { city } = usePlaceNames();
  const headingId = useId();
  const waiting = f.passengers.filter((p) => !p.boardingPass);
  const checkedIn = f.passengers.length - waiting.length;
  const at = (date: string) => formatFlightDateTime({ city: f.departure.city, date });
  return (
    <section aria-labelledby={named ? headingId : undefined} className={named ? 'mt-4' : undefined}>
      {named && (
        <h3 id={headingId} className="font-semibold text-navy-900">
          {t('checkIn.flightLabel', {
            flight: f.flightNumber,
            from: city(f.departure.city),
            to: city(f.arrival.city),
          })}
        </h3>
      )}
      {f.window === 'NOT_OPEN' && (
        <p className="mt-1 text-sm text-navy-700">{t('checkIn.opensAt', { when: at(f.opensAt) })}</p>
      )}
      {f.window === 'OPEN' && waiting.length > 0 && (
        <p className="mt-1 text-sm text-navy-700">{t('checkIn.closesAt', { when: at(f.closesAt) })}</p>
      )}
      {f.window === 'CLOSED' && waiting.length > 0 && (
        <p className="mt-1 text-sm text-navy-700">{t('checkIn.closed')}</p>
      )}
      {checkedIn > 0 && (
        <p className="mt-2 text-sm font-medium text-success-700">
          {t('checkIn.checkedIn', { done: checkedIn, total: f.passengers.length })}
        </p>
      )}
      {f.window === 'OPEN' && waiting.length > 0 && (
        <CheckInForm
          key={waiting.map((p) => p.passengerId).join()}
          bookingId={bookingId}
          flightId={f.flightId}
          waiting={waiting}
          international={f.international}
        />
      )}
    </section>
  );
}

/** Online check-in on a confirmed booking's detail, per flight of a trip (docs/product.md#146-online-check-in-and-boarding-passes, docs/product.md#149-return-trips-and-multi-city). */
export function CheckInPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const state = useCheckInState(bookingId);
  if (state.isPending) return <Spinner label={t('checkIn.loading')} />;
  if (state.isError) return null;
  const { flights } = state.data;
  const passes = flights.some((f) => f.passengers.some((p) => p.boardingPass));
  return (
    <Card>
      <h2 id="check-in-title" className="text-lg font-semibold text-navy-900">
        {t('checkIn.title')}
      </h2>
      {flights.map((f, i) => (
        <FlightCheckIn key={f.flightId ?? i} bookingId={bookingId} flight={f} named={flights.length > 1} />
      ))}
      {passes && (
        <Link to={`/bookings/${bookingId}/boarding-pass`} className={buttonClasses({ className: 'mt-4' })}>
          <Ticket className="size-4" aria-hidden="true" />
          {t('checkIn.viewPasses')}
        </Link>
      )}
    </Card>
  );
}
