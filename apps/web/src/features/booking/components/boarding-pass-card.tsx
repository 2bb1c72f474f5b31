import { type CheckInFlight, type CheckInState, airportTime } from '@skylark/contract';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFlightDateTime } from '@/lib/format';
import { Card } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';
import { usePlaceNames } from '@/lib/i18n/place-names';

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
  const { t } = useTranslation(['booking', 'bags']);
  const { place } = usePlaceNames();
  const pass = p.boardingPass!;
  const name = `${p.lastName}/${p.firstName}`.toUpperCase();
  const row = (label: string, value: string, ltr = false) => (
    <div>
      <dt className="text-xs text-navy-500">{label}</dt>
      <dd className="font-semibold text-navy-900" dir={ltr ? 'ltr' : undefined}>
        {value}
      </dd>
    </div>
  );
  return (
    <Card>
      <article aria-label={t('passes.passOf', { name, flight: s.flightNumber })} className="space-y-4">
        <h3 className="text-lg font-semibold text-navy-900">{name}</h3>
        {/* the barcode first: at the gate, on a phone, it is on the first screen */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.barcodeSvg)}`}
          alt={t('passes.barcode', { name })}
          className="h-auto w-full rounded bg-white p-2"
          data-bcbp={pass.bcbp}
          dir="ltr"
        />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {row(t('passes.flight'), s.flightNumber, true)}
          {row(t('passes.from'), place(s.departure.city))}
          {row(t('passes.to'), place(s.arrival.city))}
          {row(t('passes.departs'), formatFlightDateTime(s.departure))}
          {row(t('passes.seat'), p.seatNumber, true)}
          {row(t('passes.class'), t(`classes.${s.classType}`))}
          {p.bags && row(t('bags:title'), t('bags:line', { included: p.bags.included, extra: p.bags.extra }))}
          {row(t('passes.gate'), s.gate ?? '—', true)}
          {row(
            t('passes.boarding'),
            s.boardingTime ? airportTime(s.boardingTime, s.departure.city) : '—',
            true,
          )}
          {row(t('passes.sequence'), String(pass.sequence).padStart(4, '0'), true)}
          {row(t('trackingId'), booking.trackingId, true)}
        </dl>
        {booking.appleWallet && (
          <DownloadButton
            path={`/user/bookings/${booking.bookingId}/wallet-passes/${p.passengerId}`}
            fileName={`skylark-${s.flightNumber}-${p.seatNumber}.pkpass`}
            failure={t('passes.walletFailed')}
            offlineMessage={t('passes.needsConnection')}
            variant="secondary"
            icon={<Wallet className="size-4" aria-hidden="true" />}
          >
            {t('passes.addToWallet')}
          </DownloadButton>
        )}
      </article>
    </Card>
  );
}
