import { type BookingPayment, type InvoiceStatus, btcAmount } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('bookings');
  const { status, amountSats, receivedSats } = payment;
  const amounts =
    AMOUNTS_SHOWN.has(status) && amountSats !== null
      ? ` ${t('invoice.receivedOf', { received: btcAmount(receivedSats), due: btcAmount(amountSats) })}`
      : '';
  return (
    <StatusBanner tone={tones[status]} title={t(`invoice.label.${status}`)}>
      <p>
        {t(`invoice.detail.${status}`)}
        {amounts}
      </p>
    </StatusBanner>
  );
}
