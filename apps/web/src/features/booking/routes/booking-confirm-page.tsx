import { BOOKING_TEXT } from '@skylark/contract';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button, EmptyState, buttonClasses, usePageTitle } from '@/components/ui';
import { BookingForm } from '@/components/booking-form/booking-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';
import { useUserSession } from '@/lib/session';
import { readParty, seatedOf } from '@/lib/party';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { chosenClass } from '@/features/booking/booking-form';

interface MadeBooking {
  id: string;
  trackingId: string;
}
const madeBookingOf = (raw: unknown): MadeBooking | null => {
  const made = raw as Partial<MadeBooking> | null;
  return typeof made?.id === 'string' && typeof made.trackingId === 'string'
    ? { id: made.id, trackingId: made.trackingId }
    : null;
};
const keyOf = (raw: unknown) => (typeof raw === 'string' && raw.length <= 64 ? raw : null);

/** The party of the search the traveller came from, if any (docs/product.md §14.10). */
function partySize(search: string) {
  const party = readParty(new URLSearchParams(search));
  return party ? { seated: seatedOf(party), infants: party.infants } : undefined;
}

/** The form's Idempotency-Key, kept with its draft: a reload after a lost answer still books once. */
function useDraftIdempotencyKey(draftKey: string): [string, () => void] {
  const [key, setKey] = useState(() => {
    const kept = readDraft(`${draftKey}.key`, keyOf) ?? newIdempotencyKey();
    writeDraft(`${draftKey}.key`, kept);
    return kept;
  });
  const renew = () => {
    const next = newIdempotencyKey();
    writeDraft(`${draftKey}.key`, next);
    setKey(next);
  };
  return [key, renew];
}

/**
 * Booking confirmation (/booking/confirm/{flightId}): passengers, seats and contact, then POST
 * /user/bookings. What was typed survives a reload and a sign-in (docs/product.md §14.2); once booked,
 * coming Back here shows that booking instead of a form that would book again.
 */
export default function BookingConfirmPage() {
  usePageTitle('Confirm Booking');
  const { flightId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useUserSession();
  const classType = chosenClass(location.state, location.search);
  const draftKey = `booking.${flightId}.${classType ?? ''}`;
  const [idempotencyKey, renewKey] = useDraftIdempotencyKey(draftKey);
  const createBooking = useCreateBooking(idempotencyKey);
  const [made, setMade] = useState(() => readDraft(`${draftKey}.made`, madeBookingOf));
  if (!classType) return <Navigate to={`/book-flights/${flightId}`} replace />;
  if (made) {
    return (
      <section className="container-page py-12">
        <EmptyState
          title={BOOKING_TEXT.alreadyBooked}
          description={`Tracking ID ${made.trackingId}`}
          icon={<CircleCheck className="size-7" aria-hidden="true" />}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={`/bookings/${made.id}`} className={buttonClasses({ variant: 'primary' })}>
                {BOOKING_TEXT.viewBooking}
              </Link>
              <Button
                variant="secondary"
                onClick={() => {
                  clearDraft(`${draftKey}.made`);
                  renewKey();
                  setMade(null);
                }}
              >
                {BOOKING_TEXT.bookAgain}
              </Button>
            </div>
          }
        />
      </section>
    );
  }
  return (
    <BookingForm
      flightId={flightId}
      classType={classType}
      draftKey={draftKey}
      party={partySize(location.search)}
      contact={
        user && {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phoneNumber,
        }
      }
      booking={createBooking}
      onBooked={(booking) => {
        writeDraft(`${draftKey}.made`, { id: booking._id, trackingId: booking.trackingId });
        clearDraft(`${draftKey}.key`);
        void navigate(`/bookings/${booking._id}`);
      }}
      notFoundAction={
        <Link to="/search-flights" className={buttonClasses({ variant: 'secondary' })}>
          Back to Search
        </Link>
      }
      header={
        <>
          <Link
            to={`/book-flights/${flightId}`}
            className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to flight
          </Link>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Confirm Booking</h1>
          <p className="mt-1 text-navy-600">Tell us who is flying and pick a seat for each traveller.</p>
        </>
      }
    />
  );
}
