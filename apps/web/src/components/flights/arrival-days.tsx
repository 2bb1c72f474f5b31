import { arrivalDayShift } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import type { FlightPlace } from '@/lib/format';

/** "+1" beside an arrival time that falls on a later local day than the departure (docs/product.md#133-times-and-time-zones). */
export function ArrivalDays({ departure, arrival }: { departure: FlightPlace; arrival: FlightPlace }) {
  const { t } = useTranslation('flights');
  const days = arrivalDayShift(departure, arrival);
  if (days === 0) return null;
  const when = days > 0 ? t('arrives.later', { count: days }) : t('arrives.before');
  return (
    <sup
      className="ms-0.5 text-xs font-semibold text-amber-700"
      title={t('arrives.title', { when })}
      dir="ltr"
    >
      {days > 0 ? `+${days}` : days}
      <span className="sr-only">{t('arrives.sr', { when })}</span>
    </sup>
  );
}
