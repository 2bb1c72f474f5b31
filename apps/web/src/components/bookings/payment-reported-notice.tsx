import { PAYMENT_TEXT, paymentReportedOnMessage } from '@skylark/contract';
import { StatusBanner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** A pending booking whose payment the customer reported (docs/product.md §14.3). */
export function PaymentReportedNotice({ reportedAt }: { reportedAt: string }) {
  return (
    <StatusBanner tone="blue" title={PAYMENT_TEXT.paymentReported}>
      <p>
        {paymentReportedOnMessage(formatDateTime(reportedAt))} {PAYMENT_TEXT.paymentReportedDetail}
      </p>
    </StatusBanner>
  );
}
