import type { LapInfant, Tracking } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Card } from '@/components/ui';
import { assistanceLines, orNA } from './booking-status';
import { DetailRow } from './detail-row';

type PassengerPart = Tracking['passengers'][number];

/**
 * Passenger Details: name, seat, meal and special-assistance lines per passenger (a limited public
 * tracking result leaves out the name, and shows assistance as "On file"), then the Special Requests.
 */
export function PassengerSection({
  passengers,
  specialRequests,
  infants,
}: {
  passengers: readonly PassengerPart[] | null | undefined;
  specialRequests?: string | null;
  /** infants on a lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap) */
  infants?: readonly LapInfant[];
}) {
  const { t } = useTranslation('bookings');
  const list = passengers ?? [];
  const meal = (value: string | null | undefined) =>
    value
      ? t(`passengers.meals.${value}`, { defaultValue: value.charAt(0) + value.slice(1).toLowerCase() })
      : t('notAvailable');
  return (
    <Card title={t('passengers.title')}>
      {list.length === 0 ? (
        <p className="text-sm text-navy-500">{t('notAvailable')}</p>
      ) : (
        <ul className="divide-y divide-navy-100">
          {list.map((p, i) => (
            <li key={`${p.seatNumber}-${i}`} className="py-3 first:pt-0 last:pb-0">
              {/* a limited tracking answer names nobody: the lead's last name is its key */}
              {p.name !== undefined && <p className="mb-3 font-semibold wrap-anywhere text-navy-900">{orNA(t, p.name)}</p>}
              <dl className="grid gap-4 sm:grid-cols-3">
                <DetailRow label={t('passengers.seatNumber')}>
                  <span dir="ltr">{orNA(t, p.seatNumber)}</span>
                </DetailRow>
                <DetailRow label={t('passengers.meal')}>{meal(p.mealPreference)}</DetailRow>
                <DetailRow label={t('passengers.assistance')}>
                  <ul>
                    {(p.specialAssistance
                      ? assistanceLines(t, p.specialAssistance)
                      : [t('passengers.onFile')]
                    ).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </DetailRow>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {infants && infants.length > 0 && (
        <div className="mt-4 border-t border-navy-100 pt-4">
          <h3 className="mb-2 font-semibold text-navy-900">{t('passengers.infants')}</h3>
          <ul className="space-y-1 text-sm text-navy-800">
            {infants.map((infant, i) => (
              <li key={`${infant.name}-${i}`}>
                {t('passengers.infant', {
                  name: infant.name,
                  born: formatDate(`${infant.dateOfBirth}T12:00:00`),
                  adult: infant.travellingWith,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {specialRequests && (
        <dl className="mt-4 border-t border-navy-100 pt-4">
          <DetailRow label={t('passengers.specialRequests')}>
            <span className="whitespace-pre-line">{specialRequests}</span>
          </DetailRow>
        </dl>
      )}
    </Card>
  );
}
