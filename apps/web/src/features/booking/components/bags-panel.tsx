import { MAX_EXTRA_BAGS, bookingsOpen, type Booking, type PassengerBags } from '@skylark/contract';
import { Luggage } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Select } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';
import { useAddBags } from '@/features/booking/api/add-bags';

/**
 * Checked bags (docs/product.md#1419-paid-bags): each passenger's bags on each flight, the fare's and
 * those bought, with more to buy while the booking is active and that flight's bookings are open. A
 * paid booking's purchase is a second invoice, shown with the changes.
 */
export function BagsPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bags');
  const [editing, setEditing] = useState<string | null>(null);
  const bags = booking.bags ?? [];
  if (bags.length === 0) return null;
  const active = booking.bookingStatus !== 'CANCELLED';
  return (
    <Card role="region" aria-label={t('title')} title={t('title')} description={t('description')}>
      <ul className="divide-y divide-navy-100" data-testid="bags-panel">
        {bags.map((entry) => {
          const segment = booking.segments[entry.segment];
          if (!segment) return null;
          const key = `${entry.passengerIndex}-${entry.segment}`;
          const open =
            active &&
            !segment.cancelled &&
            bookingsOpen(segment.departure.date) &&
            entry.extra < MAX_EXTRA_BAGS;
          return (
            <li key={key} className="py-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-navy-900">
                  <span className="font-medium wrap-anywhere">{entry.name}</span>{' '}
                  <span className="text-navy-600">
                    · {t('flight', { flight: segment.flightNumber })} ·{' '}
                    {t('line', { included: entry.included, extra: entry.extra })}
                  </span>
                </p>
                {open && editing !== key && (
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<Luggage className="size-4" aria-hidden="true" />}
                    aria-label={t('addFor', { name: entry.name, flight: segment.flightNumber })}
                    onClick={() => setEditing(key)}
                  >
                    {t('add')}
                  </Button>
                )}
              </div>
              {open && editing === key && (
                <BagsEditor bookingId={booking._id} entry={entry} onDone={() => setEditing(null)} />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function BagsEditor({
  bookingId,
  entry,
  onDone,
}: {
  bookingId: string;
  entry: PassengerBags;
  onDone: () => void;
}) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('bags');
  const add = useAddBags(bookingId);
  const [count, setCount] = useState(entry.extra + 1);
  const options = Array.from({ length: MAX_EXTRA_BAGS - entry.extra }, (_, k) => {
    const n = entry.extra + k + 1;
    return { value: String(n), label: String(n) };
  });
  const buy = () =>
    add.mutate(
      { bags: [{ passengerIndex: entry.passengerIndex, segment: entry.segment, extraBags: count }] },
      {
        onSuccess: () => {
          toast.success(t('added'));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t('failed'))),
      },
    );
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Select
        label={t('extraFor', { name: entry.name })}
        options={options}
        value={String(count)}
        onChange={(e) => setCount(Number(e.target.value))}
      />
      <div className="flex gap-2">
        <Button loading={add.isPending} onClick={buy}>
          {t('buy')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
