import { type Flight, fareBrandMessages } from '@skylark/contract';
import { apiCall, loginAdminInBrowser } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { useOwnServer } from './support/own-server';

// The back office's fare brands (docs/product.md#1416-fare-brands), on a server of its own: the
// settings it changes would reprice the shared server's flights.
const OFFSET = 140;
const SHOTS = '/tmp/shots/fare-brands';

const own = useOwnServer(OFFSET);

for (const [width, flexPercent, flexPrice] of [
  [1280, 40, 209.3],
  [375, 50, 224.25],
] as const) {
  test(`at ${width} px an administrator sets Economy's Flex; the flights answer its new price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAdminInBrowser(page);
    await page.goto('/admin/fare-brands');
    await expect(page.getByRole('heading', { name: 'Fare brands', level: 1 })).toBeVisible();
    const flex = page.getByRole('group', { name: 'Flex' }).first();
    await expect(flex.getByLabel('Checked bags included')).toHaveValue('2');
    await flex.getByLabel('Price difference (%)').fill(String(flexPercent));
    // a value out of range is refused before it is sent
    await flex.getByLabel('Checked bags included').fill('9');
    await page.getByRole('button', { name: 'Save Economy' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Flex' })).toBeVisible();
    await flex.getByLabel('Checked bags included').fill('2');
    await page.getByRole('button', { name: 'Save Economy' }).click();
    await expect(page.getByText(`${fareBrandMessages.updated}: Economy`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-${width}.png`, fullPage: true });
    const found = await axeViolations(page, `/admin/fare-brands (${width} px)`);
    expect(found, found.join('\n')).toEqual([]);

    const flight = await createFlightViaApi(own.api);
    const read = await apiCall<Flight>(own.api, 'GET', `/user/flights/${flight._id}`);
    const economy = read.body.data.classTypes.find((c) => c.type === 'ECONOMY')!;
    expect(economy.price).toBe(149.5);
    expect(economy.fares?.find((f) => f.brand === 'FLEX')?.price).toBe(flexPrice);
  });
}
