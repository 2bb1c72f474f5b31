import { bagScreenMessages, defaultFareBrandSettings } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import FareBrandsPage from './fare-brands-page';

const pages = { '/admin/fare-brands': <FareBrandsPage /> };
const prices = { ECONOMY: 35, BUSINESS: 45, FIRST: 55, PRIVATEJET: 55, CHOPPER: 35 };

describe('the bag prices beside the fare brands', () => {
  it('saves only the classes changed, each at its price, and shows the saved prices', async () => {
    const requests = serve(
      on('GET /admin/fare-brands', ok(defaultFareBrandSettings())),
      on('GET /admin/bag-prices', ok(prices)),
      on('PUT /admin/bag-prices/:classType', (r) => {
        const classType = r.url.pathname.split('/').at(-1)!;
        return ok({ ...prices, [classType]: (r.body as { price: number }).price });
      }),
    );
    renderAt('/admin/fare-brands', pages);
    const user = userEvent.setup();
    const economy = await screen.findByLabelText(bagScreenMessages.priceOf('Economy'));
    expect(economy).toHaveValue(35);
    expect(screen.getByLabelText(bagScreenMessages.priceOf('Business'))).toHaveValue(45);
    // a price the API refuses is caught before it is sent
    await user.clear(economy);
    await user.type(economy, '-3');
    await user.click(screen.getByRole('button', { name: 'Save bag prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Economy: /);
    await user.clear(economy);
    await user.type(economy, '42.5');
    await user.click(screen.getByRole('button', { name: 'Save bag prices' }));
    expect(await screen.findByText('Bag prices saved')).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.url.pathname.split('/').at(-1), r.body])).toEqual([
      ['ECONOMY', { price: 42.5 }],
    ]);
    expect(screen.getByLabelText(bagScreenMessages.priceOf('Economy'))).toHaveValue(42.5);
  });
});
