import { paymentMessages, paymentReportedOnMessage } from '@skylark/contract';
import { StatusBanner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** A pending booking whose payment the customer reported (docs/product.md#143-paying-for-a-booking). */
export function PaymentReportedNotice({ reportedAt }: { reportedAt: string }) {
  return (
    <StatusBanner tone="blue" title={paymentMessages.paymentReported}>
      <p>
        {paymentReportedOnMessage(formatDateTime(reportedAt))} {paymentMessages.paymentReportedDetail}
      </p>
    </StatusBanner>
  );
}
