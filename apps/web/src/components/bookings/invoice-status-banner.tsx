import {
  type BookingPayment,
  INVOICE_STATUS_TEXT,
  type InvoiceStatus,
  receivedOfMessage,
} from '@skylark/contract';
import { type BadgeTone, StatusBanner } from '@/components/ui';
import { formatBtc } from '@/lib/format';

const tones: Record<InvoiceStatus, BadgeTone> = {
  AWAITING: 'gray',
  SEEN: 'blue',
  PAID: 'green',
  UNDERPAID: 'yellow',
  OVERPAID: 'yellow',
  LATE: 'yellow',
  EXPIRED: 'red',
};

/** What the product has seen of a booking's payment (docs/product.md §17): seen, received, short… */
export function InvoiceStatusBanner({
  payment,
}: {
  payment: Pick<BookingPayment, 'status' | 'amountSats' | 'transactions'>;
}) {
  const status = payment.status ?? 'AWAITING';
  const text = INVOICE_STATUS_TEXT[status];
  const received = (payment.transactions ?? []).reduce((sum, t) => sum + t.amountSats, 0);
  const showAmounts = status !== 'AWAITING' && status !== 'PAID' && payment.amountSats !== undefined;
  return (
    <StatusBanner tone={tones[status]} title={text.title}>
      <p>
        {text.detail}
        {showAmounts && ` ${receivedOfMessage(formatBtc(received), formatBtc(payment.amountSats ?? 0))}`}
      </p>
    </StatusBanner>
  );
}
