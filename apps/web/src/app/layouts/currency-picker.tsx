import { currencyMessages, DISPLAY_CURRENCIES, type DisplayCurrency } from '@skylark/contract';
import { setDisplayCurrency, useDisplayCurrency } from '@/lib/currency';

/** The display currency of prices, remembered in a cookie (docs/product.md#1417-prices-in-the-travellers-currency). */
export function CurrencyPicker() {
  const currency = useDisplayCurrency();
  return (
    <select
      aria-label={currencyMessages.pickerLabel}
      value={currency}
      onChange={(event) => setDisplayCurrency(event.target.value as DisplayCurrency)}
      className="rounded-lg border border-navy-200 bg-white px-2 py-1.5 text-sm text-navy-800 focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      {DISPLAY_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
