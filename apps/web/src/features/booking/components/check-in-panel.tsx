import {
  CHECK_IN_TEXT,
  type CheckInBody,
  type CheckInState,
  airportDateTime,
  checkInBody,
} from '@skylark/contract';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Spinner, buttonClasses } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCheckIn, useCheckInState } from '@/features/booking/api/check-in';
import {
  CheckInPassengerFields,
  type CheckInDraft,
  type CheckInField,
} from '@/features/booking/components/check-in-passenger-fields';

type Errors = Record<string, Partial<Record<CheckInField, string>>>;

const FIELD_OF: Record<string, CheckInField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  passport: 'passportNumber',
  'passport.number': 'passportNumber',
  'passport.nationality': 'nationality',
  'passport.expiry': 'passportExpiry',
};

/** `passengers.1.passport.expiry` → passenger 1's passportExpiry. */
function errorsOf(problems: { path: string; message: string }[], ids: string[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of problems) {
    const match = /^passengers\.(\d+)\.(.+)$/.exec(path);
    const passengerId = match ? ids[Number(match[1])] : undefined;
    const field = match ? FIELD_OF[match[2]!] : undefined;
    if (passengerId && field) errors[passengerId] = { [field]: message, ...errors[passengerId] };
  }
  return errors;
}

const blank = (p: CheckInState['passengers'][number]): CheckInDraft => ({
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: '',
  passportNumber: '',
  nationality: '',
  passportExpiry: '',
});

/** Online check-in on a confirmed booking's detail (docs/product.md §14.6). */
export function CheckInPanel({ bookingId }: { bookingId: string }) {
  const state = useCheckInState(bookingId);
  const checkIn = useCheckIn(bookingId);
  const [drafts, setDrafts] = useState<Record<string, CheckInDraft>>({});
  const [errors, setErrors] = useState<Errors>({});

  if (state.isPending) return <Spinner label="Loading check-in…" />;
  if (state.isError) return null;
  const s = state.data;
  const waiting = s.passengers.filter((p) => !p.boardingPass);
  const checkedIn = s.passengers.length - waiting.length;
  const at = (date: string) => airportDateTime(date, s.departure.city);
  const draftOf = (p: CheckInState['passengers'][number]) => drafts[p.passengerId] ?? blank(p);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const ids = waiting.map((p) => p.passengerId);
    const body = {
      passengers: waiting.map((p) => {
        const d = draftOf(p);
        return {
          passengerId: p.passengerId,
          firstName: d.firstName,
          lastName: d.lastName,
          dateOfBirth: d.dateOfBirth,
          ...(s.international && {
            passport: { number: d.passportNumber, nationality: d.nationality, expiry: d.passportExpiry },
          }),
        };
      }),
    };
    const parsed = checkInBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        errorsOf(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          ids,
        ),
      );
      return;
    }
    setErrors({});
    checkIn.mutate(parsed.data satisfies CheckInBody, {
      onSuccess: () => toast.success(CHECK_IN_TEXT.done),
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(
            errorsOf(
              error.errors.map((e) => ({ path: e.field, message: e.message })),
              ids,
            ),
          );
        toast.error(errorMessage(error, CHECK_IN_TEXT.failed));
      },
    });
  };

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
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {s.international && <p className="text-sm text-navy-700">{CHECK_IN_TEXT.international}</p>}
          {waiting.map((p) => (
            <CheckInPassengerFields
              key={p.passengerId}
              title={`${p.firstName} ${p.lastName}`}
              seat={p.seatNumber}
              value={draftOf(p)}
              international={s.international}
              errors={errors[p.passengerId] ?? {}}
              onChange={(field, value) =>
                setDrafts((all) => ({ ...all, [p.passengerId]: { ...draftOf(p), [field]: value } }))
              }
            />
          ))}
          <Button type="submit" loading={checkIn.isPending}>
            {CHECK_IN_TEXT.checkIn}
          </Button>
        </form>
      )}
    </Card>
  );
}
