import { airportTime } from '@skylark/contract';
import { ArrowLeft, FileDown, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BookingLoadError } from '@/components/bookings';
import { EmptyState, FullPageSpinner, buttonClasses, usePageTitle } from '@/components/ui';
import { errorStatus } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { usePlaceNames } from '@/lib/i18n/place-names';
import { DownloadButton } from '@/components/ui/download-button';
import { keepPassesOffline } from '@/lib/offline-passes';
import { formatFlightDateTime } from '@/lib/format';
import { useUserSession } from '@/lib/session';
import { checkInPath, useCheckInState } from '@/features/booking/api/check-in';
import { BoardingPassCard } from '@/features/booking/components/boarding-pass-card';

/**
 * The boarding passes of a booking (/bookings/{id}/boarding-pass), every flight's, kept for offline use
 * (docs/product.md#146-online-check-in-and-boarding-passes, docs/product.md#149-return-trips-and-multi-city).
 */
export default function BoardingPassPage() {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('booking');
  const { city } = usePlaceNames();
  usePageTitle(t('passes.title'));
  const { id = '' } = useParams();
  const state = useCheckInState(id);
  const [offline, setOffline] = useState(false);
  const ownerId = useUserSession().user?._id;
  const data = state.data;
  useEffect(() => {
    // a pass voided by a change replaces the copy kept offline, so that it no longer opens as valid
    if (
      ownerId &&
      (data?.flights.some((f) => f.passengers.some((p) => p.boardingPass)) || data?.voidedPasses?.length)
    )
      void keepPassesOffline(`/api/v1${checkInPath(id)}`, data, ownerId).then(setOffline);
  }, [data, id, ownerId]);

  if (state.isPending) return <FullPageSpinner label={t('passes.loading')} />;
  // the booking's state, not a fault: trying again would not help, so say why and lead back to it
  if (state.isError && errorStatus(state.error) === 409)
    return (
      <section className="container-page py-12">
        <EmptyState
          title={t('passes.title')}
          description={errorMessage(state.error, t('passes.noPasses'))}
          action={
            <Link to={`/bookings/${id}`} className={buttonClasses({ variant: 'secondary' })}>
              {t('passes.backToBooking')}
            </Link>
          }
        />
      </section>
    );
  if (state.isError)
    return (
      <BookingLoadError
        error={state.error}
        fallback={t('fetchBookingFailed')}
        onRetry={() => void state.refetch()}
      />
    );
  const s = state.data;
  const flights = s.flights.filter((f) => f.passengers.some((p) => p.boardingPass));
  const label = (f: (typeof flights)[number]) =>
    t('checkIn.flightLabel', {
      flight: f.flightNumber,
      from: city(f.departure.city),
      to: city(f.arrival.city),
    });
  return (
    <section className="container-page space-y-6 py-8 sm:py-12">
      <Link
        to={`/bookings/${id}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('passes.backToBooking')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('passes.title')}</h1>
        <p className="mt-1 text-navy-600">
          {t('trackingId')}{' '}
          <span className="font-mono font-semibold tracking-wider text-navy-900" dir="ltr">
            {s.trackingId}
          </span>
        </p>
        {offline && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-navy-600">
            <WifiOff className="size-4" aria-hidden="true" />
            {t('passes.offlineReady')}
          </p>
        )}
      </div>
      {s.voidedPasses && s.voidedPasses.length > 0 && (
        <section
          aria-label={t('passes.voided')}
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <h2 className="font-semibold">{t('passes.passVoided')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {s.voidedPasses.map((v) => (
              <li key={`${v.flightId}-${v.sequence}`}>
                {t('passes.passVoidedWhy', {
                  flight: v.flightNumber,
                  seat: v.seatNumber,
                  name: v.passengerName,
                })}
              </li>
            ))}
          </ul>
          <Link
            to={`/bookings/${id}`}
            className="mt-2 inline-block text-sm font-medium text-red-900 underline"
          >
            {t('checkIn.submit')}
          </Link>
        </section>
      )}
      {flights.length === 0 ? (
        <EmptyState title={t('passes.noPasses')} />
      ) : (
        <>
          <DownloadButton
            path={`/user/bookings/${id}/boarding-pass.pdf`}
            fileName={`skylark-boarding-${s.trackingId}.pdf`}
            failure={t('passes.downloadFailed')}
            offlineMessage={t('passes.needsConnection')}
            icon={<FileDown className="size-4" aria-hidden="true" />}
          >
            {t('passes.download')}
          </DownloadButton>
          {flights.map((f) => (
            <section key={f.flightId ?? f.flightNumber} aria-label={label(f)} className="space-y-3">
              <div>
                <h2 className="text-xl font-semibold text-navy-900">{label(f)}</h2>
                <p className="mt-1 text-sm text-navy-700">
                  {formatFlightDateTime(f.departure)}
                  {f.gate && ` · ${t('passes.gateOf', { gate: f.gate })}`}
                  {f.boardingTime &&
                    ` · ${t('passes.boardingOf', { time: airportTime(f.boardingTime, f.departure.city) })}`}
                </p>
              </div>
              <ul className="grid gap-6 lg:grid-cols-2">
                {f.passengers
                  .filter((p) => p.boardingPass)
                  .map((p) => (
                    <li key={p.passengerId}>
                      <BoardingPassCard booking={s} flight={f} passenger={p} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
