import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyOfCookies, setDisplayCurrency } from '@/lib/currency';
import { CurrencyPicker } from './currency-picker';

afterEach(() => setDisplayCurrency('USD'));

describe('CurrencyPicker', () => {
  it('offers the five currencies, USD by default', () => {
    document.cookie = 'currency=; Max-Age=0; Path=/';
    render(<CurrencyPicker />);
    const picker = screen.getByRole('combobox', { name: 'Currency' });
    expect(picker).toHaveValue('USD');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'AED',
      'JPY',
    ]);
  });

  it('remembers the choice in the currency cookie, and a later visit starts from it', async () => {
    const user = userEvent.setup();
    const first = render(<CurrencyPicker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(document.cookie).toContain('currency=EUR');
    first.unmount();
    render(<CurrencyPicker />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });
});

describe('currencyOfCookies', () => {
  it('reads the currency among other cookies, USD for none or a value not offered', () => {
    expect(currencyOfCookies('theme=dark; currency=JPY; x=1')).toBe('JPY');
    expect(currencyOfCookies('theme=dark')).toBe('USD');
    expect(currencyOfCookies('currency=BTC')).toBe('USD');
    expect(currencyOfCookies('currency=<script>')).toBe('USD');
  });
});
