import { ADMIN_VERIFICATION_HOURS, PAYMENT_REDIRECT_MS, type PaymentState } from '@skylark/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Link, useNavigate, useParams } from 'react-router';
import { BookingLoadError, PaymentReportedNotice, tripFlightNumbers } from '@/components/bookings';
import { Button, Card, FullPageSpinner, buttonClasses, usePageTitle } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatMoney } from '@/lib/format';
import { useBooking } from '@/lib/api/get-booking';
import { usePaymentState } from '@/features/payment/api/get-payment-state';
import { useReportPayment } from '@/features/payment/api/report-payment';
import { PaymentInstructions } from '@/features/payment/components/payment-instructions';
import { PaymentLiveStatus } from '@/features/payment/components/payment-live-status';
import { ApproxPrice } from '@/components/money/approx-price';

/**
 * Payment (/payment/{id}): summary, then the Bitcoin instructions only while a payment is due
 * (PENDING, nothing seen and not yet reported): the pay-by countdown, the amount in BTC, the address;
 * "I Have Made the Payment" records the report. The page asks again every few seconds, so what the
 * product sees of the payment shows without a reload (docs/product.md#143-paying-for-a-booking).
 */
export default function PaymentPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('payment');
  usePageTitle(t('title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(id);
  const state = usePaymentState(id, !!booking.data?.payment);
  const report = useReportPayment();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => void navigate('/payment-success'), PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate]);

  if (booking.isPending) return <FullPageSpinner label={t('loading')} />;
  if (booking.isError)
    return (
      <BookingLoadError
        error={booking.error}
        fallback={t('fetchBookingFailed')}
        onRetry={() => void booking.refetch()}
      />
    );

  const b = booking.data;
  const flightNumbers = tripFlightNumbers(b);
  // the polled state, newer than the booking once it has answered
  const live: PaymentState = state.data ?? b;
  const invoice = live.payment;
  const pending = live.bookingStatus === 'PENDING';
  // money the product has seen replaces the instructions
  const seen = invoice !== null && invoice.status !== 'AWAITING';
  // once confirmed here, the refreshed booking (now reported) must not replace the confirmation
  const due = pending && !seen && (!live.paymentReportedAt || confirmed);
  const onReport = () =>
    report.mutate(b.id, {
      onSuccess: () => setConfirmed(true),
      onError: (error) => toast.error(errorMessage(error, t('confirmFailed'))),
    });
  const detailLink = (
    <Link to={`/bookings/${b.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      {t('viewBooking')}
    </Link>
  );

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('title')}</h1>

      <Card title={t('summary')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">{t('trackingId')}</dt>
            <dd className="font-mono font-semibold text-navy-900">
              {b.trackingId ? <span dir="ltr">{b.trackingId}</span> : t('notAvailable')}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">{t('flightNumber')}</dt>
            <dd className="font-semibold text-navy-900">
              {flightNumbers ? <span dir="ltr">{flightNumbers}</span> : t('notAvailable')}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">{t('totalAmount')}</dt>
            <dd className="text-xl font-bold text-navy-900">
              {formatMoney(b.totalAmount)}
              <ApproxPrice usd={b.totalAmount} />
            </dd>
          </div>
        </dl>
      </Card>

      <PaymentLiveStatus state={live} />

      {due ? (
        <Card title={t('bitcoinPayment')}>
          <PaymentInstructions invoice={invoice} totalAmount={b.totalAmount} airport={b.departure.city} />
          <div className="mt-6 space-y-3">
            <Button
              size="lg"
              block
              variant={confirmed ? 'success' : 'primary'}
              disabled={confirmed || report.isPending}
              onClick={onReport}
              icon={confirmed ? <CheckCircle2 className="size-5" aria-hidden="true" /> : undefined}
            >
              {confirmed ? t('reported') : t('reportButton')}
            </Button>
            <p className="text-center text-sm text-navy-600">
              {t('verifyNote', { hours: ADMIN_VERIFICATION_HOURS })}
            </p>
          </div>
        </Card>
      ) : pending ? (
        <div className="space-y-4">
          {live.paymentReportedAt && <PaymentReportedNotice reportedAt={live.paymentReportedAt} />}
          {detailLink}
        </div>
      ) : (
        <Card title={t('bitcoinPayment')}>
          <p className="mb-4 text-navy-800">
            {t('noPaymentDue', { status: t(`status.${live.bookingStatus}`) })}
          </p>
          {detailLink}
        </Card>
      )}
    </section>
  );
}
