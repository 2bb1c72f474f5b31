import type { ScheduleChange } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { StatusBanner } from '@/components/ui';
import { type FlightPlace, formatFlightDateTime } from '@/lib/format';

interface ScheduleChangedNoticeProps {
  change: ScheduleChange;
  departure: FlightPlace;
  arrival: FlightPlace;
}

/** A booking whose flight was rescheduled after it was booked: the new times and those booked (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export function ScheduleChangedNotice({ change, departure, arrival }: ScheduleChangedNoticeProps) {
  const { t } = useTranslation('bookings');
  const rows = [
    {
      label: t('schedule.departure'),
      now: departure,
      was: { ...departure, date: change.previousDeparture },
    },
    { label: t('schedule.arrival'), now: arrival, was: { ...arrival, date: change.previousArrival } },
  ];
  return (
    <StatusBanner tone="yellow" title={t('schedule.title')}>
      <p>{t('schedule.detail')}</p>
      <dl className="mt-2 space-y-1">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{row.label}:</dt>
            <dd>
              {formatFlightDateTime(row.now)}{' '}
              <span className="text-navy-600">
                ({t('schedule.was')} <s>{formatFlightDateTime(row.was)}</s>)
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </StatusBanner>
  );
}
