import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Checkout } from '@/components/booking-form/checkout';
import { EmptyState, buttonClasses, usePageTitle } from '@/components/ui';
import { partySize } from '@/lib/party';
import { useUserSession } from '@/lib/session';
import { type TripSegment, readTripSegments, writeTripSegments } from '@/lib/trip-segments';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { contactOf } from '@/features/booking/booking-form';
import { AlreadyBooked, useCheckoutRecord } from '@/features/booking/made-booking';

function BackToSearch() {
  const { t } = useTranslation('booking');
  return (
    <Link to="/book-flights" className={buttonClasses({ variant: 'secondary' })}>
      {t('backToSearch')}
    </Link>
  );
}

/**
 * The checkout of a trip of several flights (/book?segments=flightId:CLASS,…&adults=…,
 * docs/product.md#149-return-trips-and-multi-city): one passenger list, a seat per passenger on each flight, one booking. What
 * was chosen is kept as the one-flight checkout keeps it (docs/product.md#142-group-bookings-and-the-seat-map).
 */
export default function TripCheckoutPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('confirmTrip'));
  const [params] = useSearchParams();
  const segments = readTripSegments(params.get('segments'));
  if (!segments) {
    return (
      <section className="container-page py-12">
        <EmptyState
          title={t('tripNotFound')}
          icon={<Plane className="size-7" aria-hidden="true" />}
          action={<BackToSearch />}
        />
      </section>
    );
  }
  return <TripCheckout key={params.get('segments')} segments={segments} />;
}

function TripCheckout({ segments }: { segments: TripSegment[] }) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useUserSession();
  const draftKey = `trip.${writeTripSegments(segments)}`;
  const record = useCheckoutRecord(draftKey);
  const booking = useCreateBooking(record.idempotencyKey);
  if (record.made) return <AlreadyBooked made={record.made} onAgain={record.again} />;
  return (
    <Checkout
      segments={segments}
      draftKey={draftKey}
      party={partySize(location.search)}
      contact={contactOf(user)}
      booking={booking}
      onBooked={(made) => {
        record.booked(made);
        void navigate(`/bookings/${made._id}`);
      }}
      notFoundAction={<BackToSearch />}
      header={
        <>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('confirmTrip')}</h1>
          <p className="mt-1 text-navy-600">{t('tripIntro')}</p>
        </>
      }
    />
  );
}
