import { isOffer } from '@skylark/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { BookingForm } from '@/components/booking-form/booking-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useUserSession } from '@/lib/session';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { chosenClass } from '@/features/booking/booking-form';

/** Booking confirmation (/booking/confirm/{flightId}): passengers, seats and contact, then POST /user/bookings. */
export default function BookingConfirmPage() {
  usePageTitle('Confirm Booking');
  const { flightId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useUserSession();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const createBooking = useCreateBooking(idempotencyKey);
  const classType = chosenClass(location.state, location.search);
  if (!classType) return <Navigate to={`/book-flights/${flightId}`} replace />;
  // an offer link's offer rides along from the list and the detail (docs/product.md §14.1)
  const offer = new URLSearchParams(location.search).get('offer');
  return (
    <BookingForm
      flightId={flightId}
      classType={classType}
      offer={isOffer(offer) ? offer : undefined}
      contact={
        user && {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phoneNumber,
        }
      }
      booking={createBooking}
      onBooked={(booking) => void navigate(`/bookings/${booking._id}`)}
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
