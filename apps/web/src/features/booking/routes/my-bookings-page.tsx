import type { Booking } from '@skylark/contract';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Pagination, buttonClasses, usePageTitle } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useMyBookings } from '@/features/booking/api/get-my-bookings';
import { BookingCard } from '@/features/booking/components/booking-card';
import { CancelBookingDialog } from '@/features/booking/components/cancel-booking-dialog';

/** My Bookings (/bookings): own bookings, 10 a page, Cancel on every active booking (docs/product.md#23-visitor-and-customer-screens). */
export default function MyBookingsPage() {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('booking');
  usePageTitle(t('myBookings'));
  const [page, setPage] = useState(1);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const bookings = useMyBookings(page);

  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('myBookings')}</h1>
      <p className="mt-1 text-navy-600">{t('myBookingsIntro')}</p>
      <div className="mt-8">
        <QueryList
          query={bookings}
          loadingLabel={t('loadingBookings')}
          errorText={(error) => errorMessage(error, t('fetchBookingsFailed'))}
          empty={
            <EmptyState
              title={t('noBookings')}
              description={t('noBookingsDetail')}
              icon={<Ticket className="size-7" aria-hidden="true" />}
              action={
                <Link to="/book-flights" className={buttonClasses()}>
                  {t('bookAFlight')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <div className="space-y-6">
              <div className="grid gap-5 md:grid-cols-2" aria-busy={bookings.isFetching || undefined}>
                {data.data.map((booking) => (
                  <BookingCard key={booking._id} booking={booking} onCancel={setToCancel} />
                ))}
              </div>
              <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={setPage} />
            </div>
          )}
        </QueryList>
      </div>
      <CancelBookingDialog booking={toCancel} onClose={() => setToCancel(null)} />
    </section>
  );
}
