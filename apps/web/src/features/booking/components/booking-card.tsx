import { ACTIVE_BOOKING_STATUSES, type Booking, changeOffered } from '@skylark/contract';
import { ArrowRight, Eye, Repeat, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assistanceNeeds, BookingStatusBadge, SegmentList } from '@/components/bookings';
import { Button, buttonClasses } from '@/components/ui';
import { formatFlightDate, formatFlightTime, formatMoney } from '@/lib/format';
import { ApproxPrice } from '@/components/money/approx-price';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** One booking on My Bookings, known by its tracking ID; Cancel on every active booking (docs/product.md#23-visitor-and-customer-screens). */
export function BookingCard({
  booking,
  onCancel,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
}) {
  const { t } = useTranslation('booking');
  const { t: parts } = useTranslation('bookings');
  const { place } = usePlaceNames();
  const cancellable =
    (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.bookingStatus) &&
    !booking.cancellation?.cancelled &&
    Date.parse(booking.departure.date) > Date.now();
  return (
    <article
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
      aria-label={t('bookingOf', { flight: booking.flightNumber })}
    >
      <p className="font-mono text-sm font-semibold tracking-wider text-navy-700">
        <span className="sr-only">{t('trackingId')} </span>
        <span dir="ltr">{booking.trackingId}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-navy-900" dir="ltr">
          {booking.flightNumber}
        </h2>
        <BookingStatusBadge status={booking.bookingStatus} cancelReason={booking.cancelReason} />
      </div>
      <p className="mt-1 text-sm text-navy-600">
        {formatFlightDate(booking.departure)} · {formatFlightTime(booking.departure)}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-2 font-medium text-navy-900">
        <span>{booking.departure.city ? place(booking.departure.city) : t('notAvailable')}</span>
        <ArrowRight className="size-4 text-navy-400 rtl:-scale-x-100" aria-label={t('to')} />
        <span>{booking.arrival.city ? place(booking.arrival.city) : t('notAvailable')}</span>
      </p>
      {booking.segments.length > 1 && (
        <div className="mt-3">
          <SegmentList segments={booking.segments} compact />
        </div>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-navy-500">{t('class')}</dt>
          <dd className="font-medium text-navy-900">{t(`classes.${booking.classType}`)}</dd>
        </div>
        <div>
          <dt className="text-navy-500">{t('amount')}</dt>
          <dd className="font-medium text-navy-900">
            {formatMoney(booking.totalAmount)}
            <ApproxPrice usd={booking.totalAmount} />
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-1 border-t border-navy-100 pt-3 text-sm" aria-label={t('passengers')}>
        {booking.passengers.map((p, i) => {
          const flags = assistanceNeeds(parts, p.specialAssistance);
          return (
            <li key={`${p.seatNumber}-${i}`} className="text-navy-800">
              <span className="font-medium wrap-anywhere">{p.name}</span> ·{' '}
              {t('seatOf', { seat: p.seatNumber })}
              {flags.length > 0 && <span className="text-navy-500"> · {flags.join(', ')}</span>}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/bookings/${booking._id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Eye className="size-4" aria-hidden="true" />
          {t('viewDetails')}
        </Link>
        {changeOffered(booking, Date.now()) && (
          <Link
            to={`/bookings/${booking._id}?change=1`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Repeat className="size-4" aria-hidden="true" />
            {booking.change?.freeMove ? t('moveFree') : t('changeFlight')}
          </Link>
        )}
        {cancellable && (
          <Button
            variant="danger"
            size="sm"
            icon={<XCircle className="size-4" aria-hidden="true" />}
            onClick={() => onCancel(booking)}
          >
            {t('cancel')}
          </Button>
        )}
      </div>
    </article>
  );
}
