import type { TrackForm } from '@skylark/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookingStatusBanner,
  CancellationSection,
  CustomerSection,
  FlightSection,
  PassengerSection,
  PayByLine,
  PaymentReportedNotice,
} from '@/components/bookings';
import { Button, Card, ErrorState, Form, Input, usePageTitle, useSchemaForm } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useTracking } from '@/features/tracking/api/track-booking';
import { FullBookingForm } from '@/features/tracking/components/full-booking-form';

/**
 * Track Your Booking (/track-booking): public lookup by tracking ID, or by its first 7 characters
 * with a passenger's last name (docs/product.md#5-validation-rules, docs/product.md#14-bookings-and-payment).
 */
export default function TrackBookingPage() {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('tracking');
  usePageTitle(t('title'));
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [lastName, setLastName] = useState<string | null>(null);
  const tracking = useTracking(submitted, lastName);
  const form = useSchemaForm<TrackForm, TrackForm>({
    // zod and the schema load with the first check, not with the page (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('@/features/tracking/track-form-schema').then((m) => m.trackForm),
    reValidateMode: 'onSubmit',
    defaultValues: { trackingId: '', lastName: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onValid = (values: TrackForm) => {
    const id = values.trackingId.trim();
    if (!id) return; // docs/product.md#5-validation-rules: nothing happens
    const name = values.lastName.trim() || null;
    if (id === submitted && name === lastName) void tracking.refetch();
    else {
      setSubmitted(id);
      setLastName(name);
    }
  };
  const searching = submitted !== null && tracking.isFetching;

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-navy-600">
          {t('intro')} {t('pnrIntro')}
        </p>
      </div>
      <Form form={form} onValid={onValid} className="space-y-3" role="search">
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="tracking-id" className="sr-only">
            {t('trackingId')}
          </label>
          <input
            id="tracking-id"
            placeholder={t('trackingIdPlaceholder')}
            autoComplete="off"
            className="h-12 w-full min-w-0 rounded-lg border border-navy-200 bg-white px-4 font-mono tracking-wider text-navy-900 uppercase shadow-sm placeholder:font-sans placeholder:tracking-normal placeholder:normal-case hover:border-navy-300 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-500 sm:flex-1"
            {...register('trackingId')}
          />
          <Button
            type="submit"
            size="lg"
            disabled={searching}
            icon={<Search className="size-5" aria-hidden="true" />}
          >
            {searching ? t('searching') : t('track')}
          </Button>
        </div>
        <Input
          label={t('passengerLastNameLabel')}
          hint={t('passengerLastNameHint')}
          autoComplete="family-name"
          maxLength={100}
          containerClassName="sm:max-w-sm"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </Form>

      {submitted !== null && !tracking.isFetching && tracking.isError && (
        <ErrorState title={t('notFoundTitle')} message={errorMessage(tracking.error, t('notFound'))} />
      )}
      {submitted !== null && tracking.isSuccess && !tracking.isFetching && (
        <section className="space-y-6" aria-label={t('result')}>
          <BookingStatusBanner
            status={tracking.data.bookingStatus}
            cancelReason={tracking.data.cancelReason}
            payBy={tracking.data.payment?.payBy}
            airport={tracking.data.departure.city}
            verifying={
              Boolean(tracking.data.paymentReportedAt) ||
              (tracking.data.payment !== null && tracking.data.payment.status !== 'AWAITING')
            }
          />
          {tracking.data.bookingStatus === 'PENDING' && tracking.data.paymentReportedAt && (
            <PaymentReportedNotice reportedAt={tracking.data.paymentReportedAt} />
          )}
          {tracking.data.bookingStatus === 'PENDING' && tracking.data.payment?.payBy && (
            <Card>
              <PayByLine payBy={tracking.data.payment.payBy} airport={tracking.data.departure.city} />
            </Card>
          )}
          <CustomerSection
            name={tracking.data.customerName}
            email={tracking.data.email}
            reference={tracking.data.trackingId}
          />
          <FlightSection booking={tracking.data} always />
          <PassengerSection
            passengers={tracking.data.passengers}
            specialRequests={tracking.data.specialRequests}
          />
          <CancellationSection cancellation={tracking.data.cancellation} />
          {tracking.data.limited && (
            <FullBookingForm onSubmit={setLastName} tried={lastName} busy={tracking.isFetching} />
          )}
        </section>
      )}
    </section>
  );
}
