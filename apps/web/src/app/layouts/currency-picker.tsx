import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui';
import { setDisplayCurrency, useDisplayCurrency } from '@/lib/currency';

/** The display currency of prices, remembered in a cookie (docs/product.md#1417-prices-in-the-travellers-currency). */
export function CurrencyPicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  return (
    <select
      aria-label={t('currency.label')}
      value={currency}
      onChange={(event) => setDisplayCurrency(event.target.value as DisplayCurrency)}
      className={cn(
        'rounded-lg border border-navy-200 bg-white px-2 py-1.5 text-sm text-navy-800 focus-visible:outline-2 focus-visible:outline-sky-500',
        className,
      )}
    >
      {DISPLAY_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
