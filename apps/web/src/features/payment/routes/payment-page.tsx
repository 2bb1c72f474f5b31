import {
  ADMIN_VERIFICATION_HOURS,
  MSG,
  PAYMENT_REDIRECT_MS,
  paymentMessages,
  type PaymentState,
  noPaymentDueMessage,
} from '@skylark/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Link, useNavigate, useParams } from 'react-router';
import { BookingLoadError, PaymentReportedNotice, tripFlightNumbers } from '@/components/bookings';
import { Button, Card, FullPageSpinner, buttonClasses, usePageTitle } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
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
  usePageTitle('Payment');
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

  if (booking.isPending) return <FullPageSpinner label="Loading payment details…" />;
  if (booking.isError)
    return (
      <BookingLoadError
        error={booking.error}
        fallback={MSG.fetchBookingFailed}
        onRetry={() => void booking.refetch()}
      />
    );

  const b = booking.data;
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
      onError: (error) => toast.error(errorMessage(error, MSG.confirmPaymentFailed)),
    });
  const detailLink = (
    <Link to={`/bookings/${b.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      {paymentMessages.viewBooking}
    </Link>
  );

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Payment</h1>

      <Card title="Booking Summary">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Tracking ID</dt>
            <dd className="font-mono font-semibold text-navy-900">{b.trackingId || 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Flight Number</dt>
            <dd className="font-semibold text-navy-900">{tripFlightNumbers(b)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Total Amount</dt>
            <dd className="text-xl font-bold text-navy-900">
              {formatMoney(b.totalAmount)}
              <ApproxPrice usd={b.totalAmount} />
            </dd>
          </div>
        </dl>
      </Card>

      <PaymentLiveStatus state={live} />

      {due ? (
        <Card title="Bitcoin Payment">
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
              {confirmed ? 'Payment Confirmed!' : 'I Have Made the Payment'}
            </Button>
            <p className="text-center text-sm text-navy-600">
              Please allow up to {ADMIN_VERIFICATION_HOURS} hours for an administrator to verify your payment.
            </p>
          </div>
        </Card>
      ) : pending ? (
        <div className="space-y-4">
          {live.paymentReportedAt && <PaymentReportedNotice reportedAt={live.paymentReportedAt} />}
          {detailLink}
        </div>
      ) : (
        <Card title="Bitcoin Payment">
          <p className="mb-4 text-navy-800">{noPaymentDueMessage(live.bookingStatus)}</p>
          {detailLink}
        </Card>
      )}
    </section>
  );
}
