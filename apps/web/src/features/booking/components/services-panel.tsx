import { bookingsOpen, type Booking, type ServiceCode } from '@skylark/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@/components/ui';
import { ServiceEditor } from '@/features/booking/components/service-editor';
import { usePlaceNames } from '@/lib/i18n/place-names';

/**
 * Special services (docs/product.md#1413-service-requests): each passenger's wheelchair, meal and
 * assistance codes on each flight, changeable while the booking is active and that flight's bookings are open.
 */
export function ServicesPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const { city } = usePlaceNames();
  const [editing, setEditing] = useState<string | null>(null);
  const services = booking.services ?? [];
  if (services.length === 0) return null;
  const active = booking.bookingStatus !== 'CANCELLED';
  return (
    <Card
      role="region"
      aria-label={t('services.title')}
      title={t('services.title')}
      description={t('services.intro')}
    >
      <div className="space-y-5">
        {booking.segments.map((segment, s) => {
          const open = active && !segment.cancelled && bookingsOpen(segment.departure.date);
          const entries = services.filter((e) => e.segment === s);
          return (
            <section key={`${segment.flightNumber}-${s}`} aria-labelledby={`services-flight-${s}`}>
              <h3 id={`services-flight-${s}`} className="font-semibold text-navy-900">
                {t('services.flight', { flight: segment.flightNumber })}
                <span className="font-normal text-navy-600">
                  {' '}
                  ·{' '}
                  {t('services.route', {
                    from: city(segment.departure.city),
                    to: city(segment.arrival.city),
                  })}
                </span>
              </h3>
              <ul className="mt-2 divide-y divide-navy-100">
                {entries.map((entry) => {
                  const key = `${entry.passengerIndex}-${s}`;
                  return (
                    <li key={key} className="py-3">
                      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                        <div className="min-w-0">
                          <p className="font-medium wrap-anywhere text-navy-900">
                            {entry.name}{' '}
                            <span className="font-normal text-navy-500">
                              · {t('services.seat', { seat: entry.seatNumber })}
                            </span>
                          </p>
                          {entry.codes.length === 0 ? (
                            <p className="text-sm text-navy-600">{t('services.none')}</p>
                          ) : (
                            <ul className="mt-1 space-y-0.5 text-sm text-navy-800">
                              {entry.codes.map((code) => (
                                <li key={code}>
                                  <span className="font-mono font-semibold">{code}</span>{' '}
                                  {t(`services.label.${code as ServiceCode}`)}
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                        {open && editing !== key && (
                          <Button
                            variant="outline"
                            size="sm"
                            icon={<Pencil className="size-4" aria-hidden="true" />}
                            aria-label={t('services.changeOf', {
                              name: entry.name,
                              flight: segment.flightNumber,
                            })}
                            onClick={() => setEditing(key)}
                          >
                            {t('services.change')}
                          </Button>
                        )}
                      </div>
                      {open && editing === key && (
                        <ServiceEditor
                          bookingId={booking._id}
                          entry={entry}
                          onDone={() => setEditing(null)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
              {!open && active && !segment.cancelled && (
                <p className="text-sm text-navy-600">{t('services.closed')}</p>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
