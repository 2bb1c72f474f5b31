import {
  type DisruptionCause,
  eu261Covers,
  flightDeskMessages,
  flightScreenMessages,
  MSG,
  type Flight,
  type FlightCancellation,
} from '@skylark/contract';
import { useState } from 'react';
import { CausePicker } from '@/components/flights/cause-picker';
import { Button, Dialog, Spinner } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatMoney } from '@/lib/format';
import { useCancelFlight, useCancellationPreview } from '@/features/admin-flights/api/cancel-flight';

/** The bookings of a cancellation with each one's travellers and refund. */
function RefundList({ cancellation, caption }: { cancellation: FlightCancellation; caption: string }) {
  if (cancellation.bookings.length === 0) return null;
  return (
    // a region the keyboard can scroll (axe: scrollable-region-focusable)
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="mt-3 max-h-64 overflow-auto rounded-xl border border-navy-100 focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-50 text-xs text-navy-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Booking
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Travellers
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Refund
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {cancellation.bookings.map((b) => (
            <tr key={b._id}>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="font-mono text-xs font-semibold text-navy-900">#{b.trackingId}</span>
                <span className="block text-navy-600">{b.customerName}</span>
              </th>
              <td className="px-3 py-2 text-end tabular-nums">{b.travellers}</td>
              <td className="px-3 py-2 text-end tabular-nums">
                {formatMoney(b.refundAmount)}
                {!b.paid && <span className="block text-xs text-navy-500">not paid</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The trips of several flights the cancellation touches: they keep their other flights (decision 088). */
function TripList({ cancellation }: { cancellation: FlightCancellation }) {
  const trips = cancellation.trips ?? [];
  if (trips.length === 0) return null;
  return (
    <section className="mt-3" aria-labelledby="cancel-flight-trips" data-testid="cancel-trips">
      <h3 id="cancel-flight-trips" className="text-sm font-semibold text-navy-900">
        {flightDeskMessages.tripsTitle}
      </h3>
      <p className="mt-1 text-sm text-navy-700">{flightDeskMessages.tripsPreview(trips.length)}</p>
      <ul className="mt-2 max-h-48 space-y-1 overflow-auto text-sm text-navy-700">
        {trips.map((trip) => (
          <li key={trip._id}>
            <span className="font-mono text-xs font-semibold text-navy-900">#{trip.trackingId}</span>{' '}
            {trip.customerName}, {trip.flights} flights, {trip.travellers} traveller
            {trip.travellers === 1 ? '' : 's'}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Cancel flight (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): first what it affects (bookings, travellers, refunds), then, once
 * confirmed, the refunds it made.
 */
export function CancelFlightDialog({ flight, onClose }: { flight: Flight | null; onClose: () => void }) {
  const errorMessage = useErrorMessage();
  const preview = useCancellationPreview(flight?._id ?? null);
  const cancel = useCancelFlight();
  const [done, setDone] = useState<FlightCancellation | null>(null);
  const [cause, setCause] = useState<DisruptionCause>('WITHIN_AIRLINE_CONTROL');
  const covered = flight !== null && eu261Covers(flight.departure.city);
  const close = () => {
    if (cancel.isPending) return;
    setDone(null);
    setCause('WITHIN_AIRLINE_CONTROL');
    cancel.reset();
    onClose();
  };
  const count = (c: FlightCancellation) =>
    c.bookings.length > 0
      ? flightDeskMessages.cancelPreview(c.bookings.length, c.travellers, formatMoney(c.refundTotal))
      : (c.trips ?? []).length === 0
        ? flightDeskMessages.cancelNobody
        : null;

  const title = done
    ? flightDeskMessages.refundsTitle
    : `${flightDeskMessages.cancelFlight} ${flight?.flightNumber ?? ''}`;
  return (
    <Dialog
      open={flight !== null}
      onOpenChange={(open) => !open && close()}
      title={title}
      size="md"
      footer={
        done ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              {flightDeskMessages.keepFlight}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              disabled={!preview.data}
              onClick={() =>
                flight &&
                cancel.mutate(
                  { id: flight._id, cause: covered ? cause : undefined },
                  { onSuccess: (result) => setDone(result) },
                )
              }
            >
              {flightDeskMessages.cancelFlight}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div role="status">
          <p className="text-sm text-navy-700">
            {flightDeskMessages.cancelDone(
              done.flightNumber,
              done.bookings.length,
              formatMoney(done.refundTotal),
            )}
          </p>
          <RefundList cancellation={done} caption={flightDeskMessages.refundsTitle} />
          <TripList cancellation={done} />
        </div>
      ) : (
        <div>
          <p className="text-sm text-navy-700">{flightScreenMessages.confirmCancelFlight}</p>
          {preview.isPending && (
            <div className="mt-4 flex justify-center text-sky-600">
              <Spinner label="Loading the bookings it affects…" />
            </div>
          )}
          {preview.error && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
              {errorMessage(preview.error, flightDeskMessages.previewFailed)}
            </p>
          )}
          {preview.data && (
            <>
              {count(preview.data) && (
                <p className="mt-3 text-sm font-semibold text-navy-900" data-testid="cancel-preview">
                  {count(preview.data)}
                </p>
              )}
              <RefundList cancellation={preview.data} caption="Bookings this cancellation affects" />
              <TripList cancellation={preview.data} />
            </>
          )}
          {covered && <CausePicker name="cancel-cause" value={cause} onChange={setCause} />}
          {cancel.error && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
              {errorMessage(cancel.error, MSG.updateFlightFailed)}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
