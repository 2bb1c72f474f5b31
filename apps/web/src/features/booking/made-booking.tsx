import type { Booking } from '@skylark/contract';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState, buttonClasses } from '@/components/ui';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';

/**
 * What a checkout keeps beside its form's draft (docs/product.md#142-group-bookings-and-the-seat-map): its Idempotency-Key, so a
 * reload after a lost answer still books once, and the booking once made, so coming Back shows it
 * instead of a form that would book again.
 */
interface MadeBooking {
  id: string;
  trackingId: string;
}
const madeBookingOf = (raw: unknown): MadeBooking | null => {
  const made = raw as Partial<MadeBooking> | null;
  return typeof made?.id === 'string' && typeof made.trackingId === 'string'
    ? { id: made.id, trackingId: made.trackingId }
    : null;
};
const keyOf = (raw: unknown) => (typeof raw === 'string' && raw.length <= 64 ? raw : null);

export function useCheckoutRecord(draftKey: string) {
  const [key, setKey] = useState(() => {
    const kept = readDraft(`${draftKey}.key`, keyOf) ?? newIdempotencyKey();
    writeDraft(`${draftKey}.key`, kept);
    return kept;
  });
  const [made, setMade] = useState(() => readDraft(`${draftKey}.made`, madeBookingOf));
  return {
    idempotencyKey: key,
    made,
    /** the booking was made: remembered for Back, and the next booking gets a new key */
    booked: (booking: Booking) => {
      writeDraft(`${draftKey}.made`, { id: booking._id, trackingId: booking.trackingId });
      clearDraft(`${draftKey}.key`);
    },
    /** "Book again": a new form with a new key */
    again: () => {
      clearDraft(`${draftKey}.made`);
      const next = newIdempotencyKey();
      writeDraft(`${draftKey}.key`, next);
      setKey(next);
      setMade(null);
    },
  };
}

/** Where a checkout's form was, once its booking is made. */
export function AlreadyBooked({ made, onAgain }: { made: MadeBooking; onAgain: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <section className="container-page py-12">
      <EmptyState
        title={t('alreadyBooked')}
        description={t('trackingIdOf', { id: made.trackingId })}
        icon={<CircleCheck className="size-7" aria-hidden="true" />}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={`/bookings/${made.id}`} className={buttonClasses({ variant: 'primary' })}>
              {t('viewBooking')}
            </Link>
            <Button variant="secondary" onClick={onAgain}>
              {t('bookAgain')}
            </Button>
          </div>
        }
      />
    </section>
  );
}
