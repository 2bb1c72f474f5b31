import { btcAmount } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { CopyButton } from '@/features/payment/components/copy-button';
import { ApproxPrice } from '@/components/money/approx-price';

interface InvoiceAmountProps {
  amountSats: number;
  btcUsdRate: number;
  /** dollars */
  totalAmount: number;
}

/** The amount due in BTC, beside the dollar total and the rate it was fixed at. */
export function InvoiceAmount({ amountSats, btcUsdRate, totalAmount }: InvoiceAmountProps) {
  const { t } = useTranslation('payment');
  const btc = btcAmount(amountSats);
  return (
    <div className="rounded-xl border border-navy-100 bg-navy-50 p-4">
      <p className="text-xs font-medium tracking-wide text-navy-500 uppercase">{t('amountBtc')}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-bold text-navy-900 sm:text-2xl" dir="ltr">
          <span className="font-mono tabular-nums" data-testid="btc-amount">
            {btc}
          </span>{' '}
          {'BTC'}
          <ApproxPrice usd={totalAmount} />
        </p>
        <CopyButton
          value={btc}
          label={t('copyAmount')}
          copied={t('amountCopied')}
          failed={t('copyAmountFailed')}
        />
      </div>
      <p className="mt-2 text-sm text-navy-700">
        <span dir="ltr">{formatMoney(totalAmount)}</span> · {t('rate')}:{' '}
        <span dir="ltr">{t('rateValue', { usd: formatMoney(btcUsdRate) })}</span>
      </p>
    </div>
  );
}
