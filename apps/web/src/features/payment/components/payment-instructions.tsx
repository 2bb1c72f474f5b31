import { type BookingPayment, btcAmount } from '@skylark/contract';
import { Trans, useTranslation } from 'react-i18next';
import { DemoNetworkNote } from '@/components/bookings';
import { formatMoney } from '@/lib/format';
import { InvoiceAmount } from '@/features/payment/components/invoice-amount';
import { PayByCountdown } from '@/features/payment/components/pay-by-countdown';
import { PaymentAddress } from '@/features/payment/components/payment-address';

/**
 * How to pay: with an invoice, the pay-by countdown, the amount in BTC and the booking's own address;
 * without one, the spec's dollar sentence and the rotating address (docs/product.md#143-paying-for-a-booking).
 */
export function PaymentInstructions({
  invoice,
  totalAmount,
  airport,
}: {
  invoice: BookingPayment | null;
  /** dollars */
  totalAmount: number;
  /** the departure airport, whose zone the pay-by time is written in */
  airport: string;
}) {
  const { t } = useTranslation('payment');
  const amountSats = invoice?.amountSats ?? null;
  const rate = invoice?.btcUsdRate ?? null;
  return (
    <>
      <div className="space-y-4">
        <DemoNetworkNote payment={invoice} />
        {invoice?.payBy && <PayByCountdown payBy={invoice.payBy} airport={airport} />}
        {amountSats !== null && rate !== null ? (
          <>
            <p className="text-sm text-navy-700">
              {t('sendExactly', { btc: btcAmount(amountSats), usd: formatMoney(totalAmount) })}
            </p>
            <InvoiceAmount amountSats={amountSats} btcUsdRate={rate} totalAmount={totalAmount} />
          </>
        ) : (
          <p className="text-sm text-navy-700">
            <Trans
              t={t}
              i18nKey="sendWorth"
              values={{ amount: formatMoney(totalAmount) }}
              components={{ strong: <strong dir="ltr" /> }}
            />
          </p>
        )}
      </div>
      <PaymentAddress payment={invoice} />
    </>
  );
}
