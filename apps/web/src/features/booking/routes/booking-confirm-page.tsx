import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { Checkout } from '@/components/booking-form/checkout';
import { useUserSession } from '@/lib/session';
import { partySize } from '@/lib/party';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { chosenClass, contactOf } from '@/features/booking/booking-form';
import { AlreadyBooked, useCheckoutRecord } from '@/features/booking/made-booking';

/**
 * Booking confirmation (/booking/confirm/{flightId}): passengers, seats and contact, then POST
 * /user/bookings. What was typed survives a reload and a sign-in (docs/product.md#142-group-bookings-and-the-seat-map); once booked,
 * coming Back here shows that booking instead of a form that would book again.
 */
export default function BookingConfirmPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('confirmBooking'));
  const { flightId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useUserSession();
  const classType = chosenClass(location.state, location.search);
  const draftKey = `booking.${flightId}.${classType ?? ''}`;
  const record = useCheckoutRecord(draftKey);
  const createBooking = useCreateBooking(record.idempotencyKey);
  if (!classType) return <Navigate to={`/book-flights/${flightId}`} replace />;
  if (record.made) return <AlreadyBooked made={record.made} onAgain={record.again} />;
  return (
    <Checkout
      segments={[{ flightId, classType }]}
      draftKey={draftKey}
      party={partySize(location.search)}
      contact={contactOf(user)}
      booking={createBooking}
      onBooked={(booking) => {
        record.booked(booking);
        void navigate(`/bookings/${booking._id}`);
      }}
      notFoundAction={
        <Link to="/search-flights" className={buttonClasses({ variant: 'secondary' })}>
          {t('backToSearch')}
        </Link>
      }
      header={
        <>
          <Link
            to={`/book-flights/${flightId}`}
            className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('backToFlight')}
          </Link>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('confirmBooking')}</h1>
          <p className="mt-1 text-navy-600">{t('confirmIntro')}</p>
        </>
      }
    />
  );
}
