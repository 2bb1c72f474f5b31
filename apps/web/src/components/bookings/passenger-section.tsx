import {
  bookingScreenMessages,
  lapInfantScreenMessages,
  trackingMessages,
  type LapInfant,
  type Tracking,
} from '@skylark/contract';
import { formatDate } from '@/lib/format';
import { Card } from '@/components/ui';
import { assistanceLines, orNA } from './booking-status';
import { DetailRow } from './detail-row';

type PassengerPart = Tracking['passengers'][number];

const meal = (value: string | null | undefined) =>
  value ? value.charAt(0) + value.slice(1).toLowerCase() : 'N/A';

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
  const list = passengers ?? [];
  return (
    <Card title="Passenger Details">
      {list.length === 0 ? (
        <p className="text-sm text-navy-500">N/A</p>
      ) : (
        <ul className="divide-y divide-navy-100">
          {list.map((p, i) => (
            <li key={`${p.seatNumber}-${i}`} className="py-3 first:pt-0 last:pb-0">
              {/* a limited tracking answer names nobody: the lead's last name is its key */}
              {p.name !== undefined && <p className="mb-3 font-semibold text-navy-900">{orNA(p.name)}</p>}
              <dl className="grid gap-4 sm:grid-cols-3">
                <DetailRow label="Seat Number">{orNA(p.seatNumber)}</DetailRow>
                <DetailRow label="Meal Preference">{meal(p.mealPreference)}</DetailRow>
                <DetailRow label="Special Assistance">
                  <ul>
                    {(p.specialAssistance
                      ? assistanceLines(p.specialAssistance)
                      : [trackingMessages.assistanceOnFile]
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
          <h3 className="mb-2 font-semibold text-navy-900">{lapInfantScreenMessages.title}</h3>
          <ul className="space-y-1 text-sm text-navy-800">
            {infants.map((infant, i) => (
              <li key={`${infant.name}-${i}`}>
                {infant.name}, born {formatDate(`${infant.dateOfBirth}T12:00:00`)} (
                {lapInfantScreenMessages.noSeat}) · {lapInfantScreenMessages.travellingWith}{' '}
                {infant.travellingWith}
              </li>
            ))}
          </ul>
        </div>
      )}
      {specialRequests && (
        <dl className="mt-4 border-t border-navy-100 pt-4">
          <DetailRow label={bookingScreenMessages.specialRequests}>
            <span className="whitespace-pre-line">{specialRequests}</span>
          </DetailRow>
        </dl>
      )}
    </Card>
  );
}
