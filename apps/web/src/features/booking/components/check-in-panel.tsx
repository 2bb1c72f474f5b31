import {
  CHECK_IN_TEXT,
  type CheckInBody,
  type CheckInState,
  airportDateTime,
  checkInBody,
} from '@skylark/contract';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Card, Form, Spinner, buttonClasses, useSchemaForm } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckIn, useCheckInState } from '@/features/booking/api/check-in';
import { CheckInPassengerFields } from '@/features/booking/components/check-in-passenger-fields';

type Waiting = CheckInState['passengers'][number];

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
  waiting,
  international,
}: {
  bookingId: string;
  waiting: Waiting[];
  international: boolean;
}) {
  const checkIn = useCheckIn(bookingId);
  const form = useSchemaForm({
    schema: checkInBody,
    defaultValues: { passengers: waiting.map((p) => blank(p, international)) },
  });
  const submit = (body: CheckInBody) =>
    checkIn.mutate(body, {
      onSuccess: () => toast.success(CHECK_IN_TEXT.done),
      onError: (error) => {
        form.showServerError(error, CHECK_IN_TEXT.failed);
        toast.error(errorMessage(error, CHECK_IN_TEXT.failed));
      },
    });
  return (
    <Form form={form} onValid={submit} className="mt-4 space-y-4">
      {international && <p className="text-sm text-navy-700">{CHECK_IN_TEXT.international}</p>}
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
        {CHECK_IN_TEXT.checkIn}
      </Button>
    </Form>
  );
}

/** Online check-in on a confirmed booking's detail (docs/product.md §14.6). */
export function CheckInPanel({ bookingId }: { bookingId: string }) {
  const state = useCheckInState(bookingId);
  if (state.isPending) return <Spinner label="Loading check-in…" />;
  if (state.isError) return null;
  const s = state.data;
  const waiting = s.passengers.filter((p) => !p.boardingPass);
  const checkedIn = s.passengers.length - waiting.length;
  const at = (date: string) => airportDateTime(date, s.departure.city);
  return (
    <Card>
      <h2 id="check-in-title" className="text-lg font-semibold text-navy-900">
        {CHECK_IN_TEXT.title}
      </h2>
      {s.window === 'NOT_OPEN' && (
        <p className="mt-1 text-sm text-navy-700">{CHECK_IN_TEXT.opensAt(at(s.opensAt))}</p>
      )}
      {s.window === 'OPEN' && waiting.length > 0 && (
        <p className="mt-1 text-sm text-navy-700">{CHECK_IN_TEXT.closesAt(at(s.closesAt))}</p>
      )}
      {s.window === 'CLOSED' && waiting.length > 0 && (
        <p className="mt-1 text-sm text-navy-700">{CHECK_IN_TEXT.closed}</p>
      )}
      {checkedIn > 0 && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-sm font-medium text-success-700">
            {CHECK_IN_TEXT.checkedIn}: {checkedIn} of {s.passengers.length}
          </p>
          <Link to={`/bookings/${bookingId}/boarding-pass`} className={buttonClasses()}>
            <Ticket className="size-4" aria-hidden="true" />
            {CHECK_IN_TEXT.viewBoardingPasses}
          </Link>
        </div>
      )}
      {s.window === 'OPEN' && waiting.length > 0 && (
        <CheckInForm
          key={waiting.map((p) => p.passengerId).join()}
          bookingId={bookingId}
          waiting={waiting}
          international={s.international}
        />
      )}
    </Card>
  );
}
