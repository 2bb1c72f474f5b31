import {
  checkInMessages,
  CLASS_LABELS,
  type CheckInFlight,
  type CheckInState,
  airportDateTime,
  airportTime,
  offlineMessages,
} from '@skylark/contract';
import { Wallet } from 'lucide-react';
import { Card } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';

type Passenger = CheckInFlight['passengers'][number];

/**
 * One boarding pass: who, the BCBP barcode (the tracking ID's first 7 characters as its PNR, decision
 * 087), then the flight, seat, gate, boarding time and the tracking ID; "Add to Apple Wallet" when the
 * site signs Wallet passes (decision 095).
 */
export function BoardingPassCard({
  booking,
  flight: s,
  passenger: p,
}: {
  booking: Pick<CheckInState, 'bookingId' | 'trackingId' | 'appleWallet'>;
  flight: CheckInFlight;
  passenger: Passenger;
}) {
  const pass = p.boardingPass!;
  const name = `${p.lastName}/${p.firstName}`.toUpperCase();
  const row = (label: string, value: string) => (
    <div>
      <dt className="text-xs text-navy-500">{label}</dt>
      <dd className="font-semibold text-navy-900">{value}</dd>
    </div>
  );
  return (
    <Card>
      <article aria-label={`Boarding pass ${name}, ${s.flightNumber}`} className="space-y-4">
        <h3 className="text-lg font-semibold text-navy-900">{name}</h3>
        {/* the barcode first: at the gate, on a phone, it is on the first screen */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.barcodeSvg)}`}
          alt={`Boarding pass barcode (PDF417) for ${name}`}
          className="h-auto w-full rounded bg-white p-2"
          data-bcbp={pass.bcbp}
        />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {row('Flight', s.flightNumber)}
          {row('From', s.departure.city)}
          {row('To', s.arrival.city)}
          {row('Departs', airportDateTime(s.departure.date, s.departure.city))}
          {row(checkInMessages.seat, p.seatNumber)}
          {row('Class', CLASS_LABELS[s.classType])}
          {row(checkInMessages.gate, s.gate ?? '—')}
          {row(
            checkInMessages.boardingTime,
            s.boardingTime ? airportTime(s.boardingTime, s.departure.city) : '—',
          )}
          {row(checkInMessages.sequence, String(pass.sequence).padStart(4, '0'))}
          {row('Tracking ID', booking.trackingId)}
        </dl>
        {booking.appleWallet && (
          <DownloadButton
            path={`/user/bookings/${booking.bookingId}/wallet-passes/${p.passengerId}`}
            fileName={`skylark-${s.flightNumber}-${p.seatNumber}.pkpass`}
            failure={checkInMessages.walletFailed}
            offlineMessage={offlineMessages.downloadNeedsConnection}
            variant="secondary"
            icon={<Wallet className="size-4" aria-hidden="true" />}
          >
            {checkInMessages.addToWallet}
          </DownloadButton>
        )}
      </article>
    </Card>
  );
}
