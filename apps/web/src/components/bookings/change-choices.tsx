import { type Booking, CHANGE_TEXT } from '@skylark/contract';
import { Link } from 'react-router';
import { Button, Card } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAcceptSchedule } from '@/lib/api/change-booking';
import { toast } from '@/lib/toast';

/**
 * A booking's changes of flight (docs/product.md §14.8): the booking it came from or went to, and the
 * choices the airline's change of the flight gives (accept, move free of charge, cancel in full).
 */
export function ChangeChoices({
  booking,
  linkOf,
  onMove,
  onCancel,
  canAccept = false,
}: {
  booking: Booking;
  linkOf: (id: string) => string;
  onMove: () => void;
  onCancel?: () => void;
  canAccept?: boolean;
}) {
  const accept = useAcceptSchedule(booking._id);
  const change = booking.change;
  if (!change) return null;
  const { replaces, replacedBy } = change;
  // a trip's cancelled flight offers its free move among the trip's own choices (decision 088)
  const tripChoice = booking.cancelledFlight?.choice === null && booking.bookingStatus !== 'CANCELLED';
  const freeMove = tripChoice ? null : change.freeMove;
  return (
    <>
      {(replaces || replacedBy) && (
        <Card className="space-y-1 text-sm text-navy-700" data-testid="change-links">
          {replaces && (
            <p>
              {CHANGE_TEXT.changedFrom}{' '}
              <Link className="font-mono font-semibold text-sky-700 hover:underline" to={linkOf(replaces.id)}>
                {replaces.trackingId}
              </Link>
            </p>
          )}
          {replacedBy && (
            <p>
              {replacedBy.bookingStatus === 'PENDING' ? CHANGE_TEXT.pendingChange : CHANGE_TEXT.changedTo}{' '}
              <Link
                className="font-mono font-semibold text-sky-700 hover:underline"
                to={linkOf(replacedBy.id)}
              >
                {replacedBy.trackingId}
              </Link>
            </p>
          )}
        </Card>
      )}
      {freeMove && (
        <Card className="space-y-3 border-sky-300 bg-sky-50" data-testid="change-choices">
          <p className="text-sm text-navy-800">
            {freeMove === 'SCHEDULE_CHANGE' ? CHANGE_TEXT.scheduleChoices : CHANGE_TEXT.flightCancelledChoice}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {freeMove === 'SCHEDULE_CHANGE' && canAccept && (
              <Button
                variant="outline"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (result) => toast.success(result.message),
                    onError: (error) => toast.error(errorMessage(error, CHANGE_TEXT.acceptTimes)),
                  })
                }
              >
                {CHANGE_TEXT.acceptTimes}
              </Button>
            )}
            <Button onClick={onMove}>{CHANGE_TEXT.moveFree}</Button>
            {freeMove === 'SCHEDULE_CHANGE' && onCancel && (
              <Button variant="danger" onClick={onCancel}>
                {CHANGE_TEXT.cancelFull}
              </Button>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
