import { type Booking, type FlightChange, btcAmount } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useAcceptSchedule } from '@/lib/api/change-booking';
import { formatMoney, formatPayBy } from '@/lib/format';
import { useToast } from '@/lib/toast';

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
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('bookings');
  const accept = useAcceptSchedule(booking._id);
  const { replaces = null, replacedBy = null } = booking.change ?? {};
  // a trip's cancelled flight offers its free move among the trip's own choices (decision 088)
  const tripChoice = booking.cancelledFlight?.choice === null && booking.bookingStatus !== 'CANCELLED';
  const freeMove = tripChoice ? null : (booking.change?.freeMove ?? null);
  const acceptTimes = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, t('change.acceptTimes'))),
    });
  return (
    <>
      {booking.changes && booking.changes.length > 0 && (
        <ChangeList changes={booking.changes} departureCity={booking.departure.city} />
      )}
      {(replaces || replacedBy) && (
        <Card className="space-y-1 text-sm text-navy-700" data-testid="change-links">
          {replaces && (
            <p>
              {t('change.changedFrom')}{' '}
              <Link
                className="font-mono font-semibold text-sky-700 hover:underline"
                to={linkOf(replaces.id)}
                dir="ltr"
              >
                {replaces.trackingId}
              </Link>
            </p>
          )}
          {replacedBy && (
            <p>
              {replacedBy.bookingStatus === 'PENDING' ? t('change.pendingChange') : t('change.changedTo')}{' '}
              <Link
                className="font-mono font-semibold text-sky-700 hover:underline"
                to={linkOf(replacedBy.id)}
                dir="ltr"
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
            {freeMove === 'SCHEDULE_CHANGE' ? t('change.scheduleChoices') : t('change.flightCancelledChoice')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {freeMove === 'SCHEDULE_CHANGE' && canAccept && (
              <Button variant="outline" loading={accept.isPending} onClick={acceptTimes}>
                {t('change.acceptTimes')}
              </Button>
            )}
            <Button onClick={onMove}>{t('change.moveFree')}</Button>
            {freeMove === 'SCHEDULE_CHANGE' && onCancel && (
              <Button variant="danger" onClick={onCancel}>
                {t('change.cancelFull')}
              </Button>
            )}
          </div>
        </Card>
      )}
    </>
  );
}

/** The booking's changes of flight, each with its status; one awaiting its difference shows its invoice. */
function ChangeList({ changes, departureCity }: { changes: FlightChange[]; departureCity: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Card className="space-y-3 text-sm text-navy-700" data-testid="change-list">
      <h2 className="text-base font-semibold text-navy-900">{t('change.changes')}</h2>
      <ul className="space-y-3">
        {changes.map((c) => (
          <li key={c.id} className="space-y-1">
            <p>
              {c.bags ? (
                <BagPurchaseLine change={c} />
              ) : (
                <span className="font-mono font-semibold" dir="ltr">
                  {c.fromFlight.flightNumber} → {c.toFlight.flightNumber}
                </span>
              )}
              {' · '}
              {t(`change.status.${c.status}`)}
              {c.refundAmount > 0 && ` · ${t('change.refundOf', { amount: formatMoney(c.refundAmount) })}`}
            </p>
            {c.status === 'PENDING_PAYMENT' && c.payment && (
              <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-navy-800">
                <p>{t('change.newInvoice')}</p>
                <p className="mt-1">
                  {t('change.amountDueOf', { amount: formatMoney(c.amountDue) })}
                  {c.payment.amountSats !== null && (
                    <>
                      {' ('}
                      <span dir="ltr">{`${btcAmount(c.payment.amountSats)} BTC`}</span>
                      {')'}
                    </>
                  )}
                </p>
                <p className="mt-1 break-all">
                  <a className="font-mono text-sky-700 hover:underline" href={c.payment.uri} dir="ltr">
                    {c.payment.address}
                  </a>
                </p>
                {c.payment.payBy && (
                  <p className="mt-1">
                    {t('change.payByOf', { when: formatPayBy(c.payment.payBy, departureCity) })}
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
      <span className="font-mono font-semibold" dir="ltr">
        {change.toFlight.flightNumber}
      </span>{' '}
      {t('purchase', { count })}
    </>
  );
}
