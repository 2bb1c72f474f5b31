import type { PaymentStatus } from '@skylark/contract';
import { StatusBanner } from '@/components/ui';
import { paymentTone } from './booking-status';

/** The admin "Payment Status" banner: green only when CONFIRMED. */
export function PaymentStatusBanner({ status }: { status: PaymentStatus | null | undefined }) {
  return (
    <StatusBanner tone={paymentTone(status)} title="Payment Status" status={status ?? 'PENDING'}>
      {status === 'CONFIRMED' ? 'Payment verified.' : 'Awaiting verification by an administrator.'}
    </StatusBanner>
  );
}
