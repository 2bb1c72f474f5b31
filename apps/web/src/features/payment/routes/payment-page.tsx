import { ADMIN_VERIFICATION_HOURS, MSG, PAYMENT_REDIRECT_MS } from '@skylark/contract';
import { CheckCircle2, Clock, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { BookingLoadError } from '@/components/bookings';
import { Button, Card, FullPageSpinner, usePageTitle } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useBooking } from '@/lib/api/get-booking';
import { usePaymentAddresses } from '@/features/payment/api/get-payment-addresses';
import { BitcoinQrCode } from '@/features/payment/components/bitcoin-qr-code';
import { useRotatingAddress } from '@/features/payment/use-rotating-address';

/** Payment (/payment/{id}): summary, the Bitcoin address with copy and QR code, the client-only confirmation. */
export default function PaymentPage() {
  usePageTitle('Payment');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(id);
  const addresses = usePaymentAddresses();
  const { address, secondsLeft } = useRotatingAddress(addresses.data ?? []);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmed) return;
    // no server call: the administrator verifies the transfer (docs/product.md §2.3)
    const timer = window.setTimeout(() => void navigate('/payment-success'), PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate]);

  if (booking.isPending || addresses.isPending) return <FullPageSpinner label="Loading payment details…" />;
  if (booking.isError)
    return (
      <BookingLoadError
        error={booking.error}
        fallback={MSG.fetchBookingFailed}
        onRetry={() => void booking.refetch()}
      />
    );

  const b = booking.data;
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(MSG.addressCopied);
    } catch {
      toast.error(MSG.copyAddressFailed);
    }
  };

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Payment</h1>

      <Card title="Booking Summary">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Flight Number</dt>
            <dd className="font-semibold text-navy-900">{b.flightNumber || 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Tracking ID</dt>
            <dd className="font-mono font-semibold text-navy-900">{b.trackingId || 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-navy-500 uppercase">Total Amount</dt>
            <dd className="text-xl font-bold text-navy-900">{formatMoney(b.totalAmount)}</dd>
          </div>
        </dl>
      </Card>

      <Card title="Bitcoin Payment">
        {b.bookingStatus !== 'PENDING' && (
          <p className="mb-4 rounded-lg bg-sky-50 p-3 text-sm text-navy-800">
            This booking is {b.bookingStatus}; no payment is due.
          </p>
        )}
        <p className="text-sm text-navy-700">
          Send exactly <strong>{formatMoney(b.totalAmount)}</strong> worth of Bitcoin (BTC) to the address
          below.
        </p>
        <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          {address && <BitcoinQrCode address={address} />}
          <div className="w-full min-w-0 flex-1 space-y-3">
            <p className="text-xs font-medium tracking-wide text-navy-500 uppercase">Bitcoin address</p>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 rounded-lg border border-navy-100 bg-navy-50 px-3 py-2.5 font-mono text-sm break-all text-navy-900"
                data-testid="btc-address"
              >
                {address ?? 'N/A'}
              </code>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copy()}
                aria-label="Copy Bitcoin address"
                icon={<Copy className="size-4" aria-hidden="true" />}
              >
                Copy
              </Button>
            </div>
            <p className="flex items-center gap-1.5 text-sm text-navy-600" aria-live="off">
              <Clock className="size-4" aria-hidden="true" />
              The address will change in {secondsLeft} seconds
            </p>
          </div>
        </div>
        <div className="mt-6 space-y-3">
          <Button
            size="lg"
            block
            variant={confirmed ? 'success' : 'primary'}
            disabled={confirmed}
            onClick={() => setConfirmed(true)}
            icon={confirmed ? <CheckCircle2 className="size-5" aria-hidden="true" /> : undefined}
          >
            {confirmed ? 'Payment Confirmed!' : 'I Have Made the Payment'}
          </Button>
          <p className="text-center text-sm text-navy-600">
            Please allow up to {ADMIN_VERIFICATION_HOURS} hours for an administrator to verify your payment.
          </p>
        </div>
      </Card>
    </section>
  );
}
