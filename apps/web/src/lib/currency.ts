import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@skylark/contract';
import { useSyncExternalStore } from 'react';

/**
 * The traveller's display currency, kept in the `currency` cookie for a year
 * (docs/product.md#1417-prices-in-the-travellers-currency). Prerendered pages are in USD; the
 * chosen currency shows once the app has hydrated.
 */
export const CURRENCY_COOKIE = 'currency';
const YEAR_SECONDS = 365 * 24 * 3600;
const listeners = new Set<() => void>();

/** The currency a Cookie header or document.cookie names; USD when none or an unknown one. */
export function currencyOfCookies(cookies: string): DisplayCurrency {
  for (const pair of cookies.split(';').slice(0, 100)) {
    const [name, value] = pair.trim().split('=');
    if (name === CURRENCY_COOKIE) return DISPLAY_CURRENCIES.find((c) => c === value) ?? 'USD';
  }
  return 'USD';
}

export function setDisplayCurrency(currency: DisplayCurrency): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDisplayCurrency = (): DisplayCurrency =>
  useSyncExternalStore(
    subscribe,
    () => currencyOfCookies(document.cookie),
    () => 'USD',
  );
