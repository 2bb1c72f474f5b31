import { ACTIVE_BOOKING_STATUSES, btcAmount, changeOffered } from '@skylark/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CreditCard, Repeat, XCircle } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BookingDocuments,
  BookingLoadError,
  BookingStatusBanner,
  CancellationSection,
  CancelledFlightChoices,
  ChangeChoices,
  ChangeFlightDialog,
  CustomerSection,
  DemoNetworkNote,
  Eu261NoticeSection,
  FlightSection,
  InvoiceStatusBanner,
  PassengerSection,
  PayByLine,
  PaymentReportedNotice,
  RefundSection,
  ScheduleChangedNotice,
} from '@/components/bookings';
import { Button, Card, FullPageSpinner, buttonClasses, usePageTitle } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { CheckInPanel } from '@/features/booking/components/check-in-panel';
import { NewsPanel } from '@/features/booking/components/news-panel';
import { useBooking } from '@/lib/api/get-booking';
import { checkInQueryOptions } from '@/features/booking/api/check-in';
import { bookingNewsQueryOptions } from '@/features/booking/api/booking-news';
import { CancelBookingDialog } from '@/features/booking/components/cancel-booking-dialog';
import { AccommodationRequest } from '@/features/booking/components/accommodation-request';
import { ServicesPanel } from '@/features/booking/components/services-panel';
import { ApproxPrice } from '@/components/money/approx-price';
import { BagsPanel } from '@/features/booking/components/bags-panel';

/** Booking detail (/bookings/{id}): status, customer, flight, passengers, payment or cancellation. */
export default function BookingDetailPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('bookingDetails'));
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const [cancelling, setCancelling] = useState(false);
  // My Bookings' "Change flight" opens the dialog at once
  const [search] = useSearchParams();
  const [changing, setChanging] = useState(search.get('change') === '1');
  const navigate = useNavigate();
  // the panels that load apart paint with the page, so that a button a traveller is about to tap
  // never moves; a panel that appears later (the booking confirmed meanwhile) shows its own spinner
  const status = booking.data?.bookingStatus;
  const checkIn = useQuery({ ...checkInQueryOptions(id), enabled: status === 'CONFIRMED' });
  const news = useQuery({
    ...bookingNewsQueryOptions(id),
    enabled: status !== undefined && status !== 'CANCELLED',
  });
  const [painted, setPainted] = useState(false);
  const waiting = booking.isPending || (!painted && (checkIn.isLoading || news.isLoading));
  useEffect(() => {
    if (!waiting) setPainted(true);
  }, [waiting]);

  if (waiting) return <FullPageSpinner label={t('loadingBooking')} />;
  if (booking.isError)
    return (
      <BookingLoadError
        error={booking.error}
        fallback={t('fetchBookingFailed')}
        onRetry={() => void booking.refetch()}
      />
    );

  const b = booking.data;
  const seen = b.payment !== null && b.payment.status !== 'AWAITING';
  const cancellable =
    (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.bookingStatus) &&
    Date.parse(b.departure.date) > Date.now();
  // a free move has its own button among the schedule-change choices, and so has the full-refund cancel
  const changeable = !b.change?.freeMove && changeOffered(b, Date.now());
  const cancelAmongChoices = b.change?.freeMove === 'SCHEDULE_CHANGE';
  return (
    <section className="container-page space-y-6 py-8 sm:py-12">
      <Link
        to="/my-bookings"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('backToMyBookings')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('bookingDetails')}</h1>
        <p className="mt-1 text-navy-600">
          {t('trackingId')}{' '}
          <span className="font-mono font-semibold tracking-wider text-navy-900" dir="ltr">
            {b.trackingId || t('notAvailable')}
          </span>
        </p>
      </div>
      <BookingStatusBanner
        status={b.bookingStatus}
        cancelReason={b.cancelReason}
        payBy={b.payment?.payBy}
        airport={b.departure.city}
        verifying={Boolean(b.paymentReportedAt) || seen}
      />
      {b.scheduleChange && b.bookingStatus !== 'CANCELLED' && (
        <ScheduleChangedNotice change={b.scheduleChange} departure={b.departure} arrival={b.arrival} />
      )}
      <Eu261NoticeSection notices={b.eu261} />
      <CancelledFlightChoices booking={b} onMove={() => setChanging(true)} />
      <ChangeChoices
        booking={b}
        linkOf={(other) => `/bookings/${other}`}
        onMove={() => setChanging(true)}
        onCancel={cancellable ? () => setCancelling(true) : undefined}
        canAccept
      />
      {b.bookingStatus === 'PENDING' && seen && b.payment && <InvoiceStatusBanner payment={b.payment} />}
      {b.bookingStatus === 'PENDING' && b.paymentReportedAt && (
        <PaymentReportedNotice reportedAt={b.paymentReportedAt} />
      )}
      {b.bookingStatus === 'PENDING' && !b.paymentReportedAt && !seen && (
        <Card className="border-accent-300 bg-accent-50">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <CreditCard className="mt-0.5 size-6 text-accent-700" aria-hidden="true" />
              <div>
                <h2 className="text-lg font-semibold text-navy-900">{t('paymentRequired')}</h2>
                <p className="text-sm text-navy-700">
                  {t('payToConfirm', { amount: formatMoney(b.totalAmount) })}
                </p>
                <ApproxPrice usd={b.totalAmount} className="block" />
                {b.payment?.amountSats && (
                  <p className="text-sm text-navy-700" data-testid="booking-btc-amount">
                    {t('amountBtc')}:{' '}
                    <span className="font-mono font-semibold" dir="ltr">
                      {btcAmount(b.payment.amountSats)} {'BTC'}
                    </span>
                    <ApproxPrice usd={b.totalAmount} />
                  </p>
                )}
                {b.payment?.payBy && <PayByLine payBy={b.payment.payBy} airport={b.departure.city} />}
              </div>
            </div>
            <Link to={`/payment/${id}`} className={buttonClasses()}>
              {t('proceedToPayment')}
            </Link>
          </div>
          <div className="mt-4 empty:hidden">
            <DemoNetworkNote payment={b.payment} />
          </div>
        </Card>
      )}
      {b.bookingStatus === 'CONFIRMED' && <CheckInPanel bookingId={id} />}
      {b.bookingStatus === 'CONFIRMED' && <BookingDocuments bookingId={id} trackingId={b.trackingId} />}
      {b.bookingStatus !== 'CANCELLED' && <NewsPanel bookingId={id} />}
      <CustomerSection name={b.customerName} email={b.email} reference={b.trackingId} />
      <FlightSection booking={b} />
      <PassengerSection passengers={b.passengers} specialRequests={b.specialRequests} infants={b.infants} />
      <BagsPanel booking={b} />
      <ServicesPanel booking={b} />
      {b.bookingStatus !== 'CANCELLED' && <AccommodationRequest bookingId={id} />}
      <CancellationSection cancellation={b.cancellation} />
      <RefundSection booking={b} />
      {((cancellable && !cancelAmongChoices) || changeable) && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {changeable && (
            <Button
              variant="outline"
              icon={<Repeat className="size-4" aria-hidden="true" />}
              onClick={() => setChanging(true)}
            >
              {t('changeFlight')}
            </Button>
          )}
          {cancellable && !cancelAmongChoices && (
            <Button
              variant="danger"
              icon={<XCircle className="size-4" aria-hidden="true" />}
              onClick={() => setCancelling(true)}
            >
              {t('cancelBooking')}
            </Button>
          )}
        </div>
      )}
      <CancelBookingDialog booking={cancelling ? b : null} onClose={() => setCancelling(false)} />
      <ChangeFlightDialog
        booking={changing ? b : null}
        base="/user/bookings"
        onClose={() => setChanging(false)}
        onChanged={(next) => {
          setChanging(false);
          void navigate(next.bookingStatus === 'PENDING' ? `/payment/${next.id}` : `/bookings/${next.id}`);
        }}
      />
    </section>
  );
}
