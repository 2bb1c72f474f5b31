import { BOOKING_TEXT, TRACKING_TEXT, type Tracking } from '@skylark/contract';
import { Card } from '@/components/ui';
import { assistanceLines, orNA } from './booking-status';
import { DetailRow } from './detail-row';

type PassengerPart = Tracking['passengers'][number];

const meal = (value: string | null | undefined) =>
  value ? value.charAt(0) + value.slice(1).toLowerCase() : 'N/A';

/**
 * Passenger Details: seat, meal and special-assistance lines per passenger ("On file" when a public
 * tracking result leaves them out), then the booking's Special Requests.
 */
export function PassengerSection({
  passengers,
  specialRequests,
}: {
  passengers: readonly PassengerPart[] | null | undefined;
  specialRequests?: string | null;
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
              <p className="mb-3 font-semibold text-navy-900">{orNA(p.name)}</p>
              <dl className="grid gap-4 sm:grid-cols-3">
                <DetailRow label="Seat Number">{orNA(p.seatNumber)}</DetailRow>
                <DetailRow label="Meal Preference">{meal(p.mealPreference)}</DetailRow>
                <DetailRow label="Special Assistance">
                  <ul>
                    {(p.specialAssistance
                      ? assistanceLines(p.specialAssistance)
                      : [TRACKING_TEXT.assistanceOnFile]
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
      {specialRequests && (
        <dl className="mt-4 border-t border-navy-100 pt-4">
          <DetailRow label={BOOKING_TEXT.specialRequests}>
            <span className="whitespace-pre-line">{specialRequests}</span>
          </DetailRow>
        </dl>
      )}
    </Card>
  );
}
