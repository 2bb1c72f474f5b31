import type { BookingSegment } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { formatFlightDateTime } from '@/lib/format';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** Which flight of a trip a change moves (docs/product.md#148-changing-flight); the others are kept. */
export function ChangeLegPicker({
  segments,
  value,
  onChange,
}: {
  segments: BookingSegment[];
  value: number;
  onChange: (segment: number) => void;
}) {
  const { t } = useTranslation('bookings');
  const { place } = usePlaceNames();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold text-navy-900">{t('change.chooseLeg')}</legend>
      {segments.map((s, i) => (
        <label
          key={i}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-navy-200 p-3 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50"
        >
          <input
            type="radio"
            name="change-leg"
            value={i}
            checked={value === i}
            onChange={() => onChange(i)}
            className="mt-1"
          />
          <span>
            <span className="font-semibold text-navy-900">
              {t('change.leg', { n: i + 1, flight: s.flightNumber })}
            </span>{' '}
            · {t('change.legRoute', { from: place(s.departure.city), to: place(s.arrival.city) })}
            <span className="block text-navy-600">{formatFlightDateTime(s.departure)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
