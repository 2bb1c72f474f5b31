import { type BookingSegment, FARE_BRAND_LABELS } from '@skylark/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFlightDateTime } from '@/lib/format';
import { ArrivalDays } from '@/components/flights/arrival-days';
import { fareLines } from '@/components/booking-form/fare-lines';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** The fare brand bought on a flight and what it includes (docs/product.md#1416-fare-brands), when the booking names it. */
export function SegmentFare({ segment: s }: { segment: BookingSegment }) {
  const { t } = useTranslation('bookings');
  const { t: checkout } = useTranslation('checkout');
  if (!s.fareBrand || !s.fareTerms) return null;
  const { includedBags, change, refund } = s.fareTerms;
  const lines = fareLines(
    { includedBags, change: { allowed: change.allowed, fee: change.feeCents / 100 }, refund },
    s.classType,
    checkout,
  );
  return (
    <p className="mt-1 text-navy-700" data-testid="segment-fare">
      {t('segments.fare', {
        brand: FARE_BRAND_LABELS[s.fareBrand],
        lines: lines.map((line) => line.text).join(' · '),
      })}
    </p>
  );
}

/** Every flight of a booking of several, in time order, with its class and seats (docs/product.md#149-return-trips-and-multi-city). */
export function SegmentList({
  segments,
  compact = false,
  cancelledSegment,
}: {
  segments: BookingSegment[];
  compact?: boolean;
  /** the flight the airline cancelled, the trip keeping the others (decision 088) */
  cancelledSegment?: number;
}) {
  const { t } = useTranslation('bookings');
  const { place } = usePlaceNames();
  if (segments.length < 2) return null;
  return (
    <ol className="space-y-3" aria-label={t('segments.flights')}>
      {segments.map((s, i) => (
        <li
          key={`${s.flightNumber}-${s.departure.date}`}
          className="rounded-xl border border-navy-100 p-3 text-sm"
          aria-label={t('segments.flightOf', { n: i + 1, total: segments.length, flight: s.flightNumber })}
        >
          <p className="font-semibold text-navy-900">
            {t('segments.flight', { n: i + 1 })} · <span dir="ltr">{s.flightNumber}</span> ·{' '}
            {t(`flight.classes.${s.classType}`)}
          </p>
          {i === cancelledSegment && (
            <p className="mt-1 font-semibold text-danger-700">{t('segments.cancelledTag')}</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-navy-800">
            <span>{place(s.departure.city)}</span>
            <ArrowRight className="size-4 text-navy-400 rtl:-scale-x-100" aria-label={t('segments.to')} />
            <span>{place(s.arrival.city)}</span>
          </p>
          {!compact && (
            <p className="mt-1 text-navy-600">
              {formatFlightDateTime(s.departure)} – {formatFlightDateTime(s.arrival)}
              <ArrivalDays departure={s.departure} arrival={s.arrival} />
            </p>
          )}
          {compact && <p className="mt-1 text-navy-600">{formatFlightDateTime(s.departure)}</p>}
          <p className="mt-1 text-navy-700">{t('segments.seats', { seats: s.seatNumbers.join(', ') })}</p>
          {!compact && <SegmentFare segment={s} />}
        </li>
      ))}
    </ol>
  );
}
