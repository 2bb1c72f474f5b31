import { DEFAULT_CURRENCY_RATES } from '@skylark/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayCurrency } from '@/lib/currency';
import { ok, on, serve } from '@/test/api';
import { createQueryClient, Providers } from '@/test/render';
import { ApproxPrice } from './approx-price';

const rates = {
  base: 'USD' as const,
  rates: { ...DEFAULT_CURRENCY_RATES, EUR: 0.9, JPY: 150 },
  updatedAt: '2026-01-01T00:00:00.000Z',
  source: 'setting' as const,
};

function renderPrice(usd: number) {
  return render(
    <Providers client={createQueryClient()}>
      <p>
        $236.00
        <ApproxPrice usd={usd} />
      </p>
    </Providers>,
  );
}

afterEach(() => setDisplayCurrency('USD'));

describe('ApproxPrice', () => {
  it('shows nothing and asks for no rates while the traveller sees dollars', () => {
    const seen = serve(on('GET /currency-rates', ok(rates)));
    renderPrice(236);
    expect(screen.queryByTestId('approx-price')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('shows the amount in the chosen currency, labelled approximate, beside the dollars', async () => {
    serve(on('GET /currency-rates', ok(rates)));
    setDisplayCurrency('EUR');
    renderPrice(236);
    expect(await screen.findByTestId('approx-price')).toHaveTextContent('≈ €212.40 (approximate)');
    expect(screen.getByRole('paragraph')).toHaveTextContent('$236.00 ≈ €212.40 (approximate)');
  });

  it('follows a change of currency at once, yen without decimals', async () => {
    serve(on('GET /currency-rates', ok(rates)));
    setDisplayCurrency('EUR');
    renderPrice(236);
    await screen.findByText(/€212\.40/);
    act(() => setDisplayCurrency('JPY'));
    expect(await screen.findByTestId('approx-price')).toHaveTextContent('≈ ¥35,400 (approximate)');
  });
});
