import type { DisplayCurrency } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { useCurrencyRates } from '@/lib/api/get-currency-rates';
import { useDisplayCurrency } from '@/lib/currency';
import { convertUsd, formatCurrency } from '@/lib/money';

/**
 * A dollar amount in the traveller's chosen currency, beside the amount charged and clearly
 * approximate: "≈ €212.40 (approximate)". Nothing in USD, or before the rates have come.
 */
export function ApproxPrice({ usd, className }: { usd: number; className?: string }) {
  const currency = useDisplayCurrency();
  if (currency === 'USD') return null;
  return <Approximation usd={usd} currency={currency} className={className} />;
}

function Approximation({
  usd,
  currency,
  className,
}: {
  usd: number;
  currency: Exclude<DisplayCurrency, 'USD'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const rates = useCurrencyRates();
  if (!rates.data) return null;
  // written in the page's language: "212,40 €" in French
  const amount = formatCurrency(convertUsd(usd, currency, rates.data.rates), currency, i18n.language);
  return (
    <span className={`text-sm font-normal text-navy-600 ${className ?? ''}`} data-testid="approx-price">
      {' '}
      {t('currency.approximate', { amount })}
    </span>
  );
}
