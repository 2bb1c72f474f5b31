import {
  type BookingPayment,
  INVOICE_STATUS_DETAILS,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  btcAmount,
  receivedOfMessage,
} from '@skylark/contract';
import { type BadgeTone, StatusBanner } from '@/components/ui';

const tones: Record<InvoiceStatus, BadgeTone> = {
  AWAITING: 'gray',
  SEEN: 'blue',
  PAID: 'green',
  UNDERPAID: 'yellow',
  OVERPAID: 'yellow',
  LATE: 'yellow',
  EXPIRED: 'red',
};

// a status where what arrived differs from what is due, so the traveller sees both
const AMOUNTS_SHOWN = new Set<InvoiceStatus>(['UNDERPAID', 'OVERPAID', 'LATE']);

/** What the product has seen of a booking's payment (docs/product.md#143-paying-for-a-booking): seen, received, short… */
export function InvoiceStatusBanner({
  payment,
}: {
  payment: Pick<BookingPayment, 'status' | 'amountSats' | 'receivedSats'>;
}) {
  const { status, amountSats, receivedSats } = payment;
  const amounts =
    AMOUNTS_SHOWN.has(status) && amountSats !== null
      ? ` ${receivedOfMessage(btcAmount(receivedSats), btcAmount(amountSats))}`
      : '';
  return (
    <StatusBanner tone={tones[status]} title={INVOICE_STATUS_LABELS[status]}>
      <p>
        {INVOICE_STATUS_DETAILS[status]}
        {amounts}
      </p>
    </StatusBanner>
  );
}
