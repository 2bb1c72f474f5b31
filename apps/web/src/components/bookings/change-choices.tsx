import {
  type Booking,
  type FlightChange,
  changeScreenMessages,
  airportDateTime,
  btcAmount,
  formatMoney,
} from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAcceptSchedule } from '@/lib/api/change-booking';
import { toast } from '@/lib/toast';

/**
 * A booking's changes of flight (docs/product.md#148-changing-flight): each change made to it (decision 086), the
 * booking it came from or went to before changes amended the booking, and the choices the airline's
 * change of the flight gives (accept, move free of charge, cancel in full).
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
  const { replaces = null, replacedBy = null } = booking.change ?? {};
  // a trip's cancelled flight offers its free move among the trip's own choices (decision 088)
  const tripChoice = booking.cancelledFlight?.choice === null && booking.bookingStatus !== 'CANCELLED';
  const freeMove = tripChoice ? null : (booking.change?.freeMove ?? null);
  return (
    <>
      {booking.changes && booking.changes.length > 0 && (
        <ChangeList changes={booking.changes} departureCity={booking.departure.city} />
      )}
      {(replaces || replacedBy) && (
        <Card className="space-y-1 text-sm text-navy-700" data-testid="change-links">
          {replaces && (
            <p>
              {changeScreenMessages.changedFrom}{' '}
              <Link className="font-mono font-semibold text-sky-700 hover:underline" to={linkOf(replaces.id)}>
                {replaces.trackingId}
              </Link>
            </p>
          )}
          {replacedBy && (
            <p>
              {replacedBy.bookingStatus === 'PENDING'
                ? changeScreenMessages.pendingChange
                : changeScreenMessages.changedTo}{' '}
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
            {freeMove === 'SCHEDULE_CHANGE'
              ? changeScreenMessages.scheduleChoices
              : changeScreenMessages.flightCancelledChoice}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {freeMove === 'SCHEDULE_CHANGE' && canAccept && (
              <Button
                variant="outline"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (result) => toast.success(result.message),
                    onError: (error) => toast.error(errorMessage(error, changeScreenMessages.acceptTimes)),
                  })
                }
              >
                {changeScreenMessages.acceptTimes}
              </Button>
            )}
            <Button onClick={onMove}>{changeScreenMessages.moveFree}</Button>
            {freeMove === 'SCHEDULE_CHANGE' && onCancel && (
              <Button variant="danger" onClick={onCancel}>
                {changeScreenMessages.cancelFull}
              </Button>
            )}
          </div>
        </Card>
      )}
    </>
  );
}

const STATUS_TEXT: Record<FlightChange['status'], string> = {
  PENDING_PAYMENT: changeScreenMessages.pendingChange,
  DONE: changeScreenMessages.changeDone,
  LAPSED: changeScreenMessages.changeLapsed,
};

/** The booking's changes of flight, each with its status; one awaiting its difference shows its invoice. */
function ChangeList({ changes, departureCity }: { changes: FlightChange[]; departureCity: string }) {
  return (
    <Card className="space-y-3 text-sm text-navy-700" data-testid="change-list">
      <h2 className="text-base font-semibold text-navy-900">{changeScreenMessages.changes}</h2>
      <ul className="space-y-3">
        {changes.map((c) => (
          <li key={c.id} className="space-y-1">
            <p>
              {c.bags ? (
                <BagPurchaseLine change={c} />
              ) : (
                <>
                  <span className="font-mono font-semibold">{c.fromFlight.flightNumber}</span> →{' '}
                  <span className="font-mono font-semibold">{c.toFlight.flightNumber}</span>
                </>
              )}
              {' · '}
              {STATUS_TEXT[c.status]}
              {c.refundAmount > 0 && ` · ${changeScreenMessages.refund} ${formatMoney(c.refundAmount)}`}
            </p>
            {c.status === 'PENDING_PAYMENT' && c.payment && (
              <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-navy-800">
                <p>{changeScreenMessages.newInvoice}</p>
                <p className="mt-1">
                  {changeScreenMessages.amountDue}: {formatMoney(c.amountDue)}
                  {c.payment.amountSats !== null && ` (${btcAmount(c.payment.amountSats)} BTC)`}
                </p>
                <p className="mt-1 break-all">
                  <a className="font-mono text-sky-700 hover:underline" href={c.payment.uri}>
                    {c.payment.address}
                  </a>
                </p>
                {c.payment.payBy && (
                  <p className="mt-1">
                    {changeScreenMessages.payBy} {airportDateTime(c.payment.payBy, departureCity)}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A purchase of bags among the changes (docs/product.md#1419-paid-bags): its flight and count. */
function BagPurchaseLine({ change }: { change: FlightChange }) {
  const { t } = useTranslation('bags');
  const count = (change.bags?.items ?? []).reduce((sum, item) => sum + item.added, 0);
  return (
    <>
      <span className="font-mono font-semibold">{change.toFlight.flightNumber}</span>{' '}
      {t('purchase', { count })}
    </>
  );
}
