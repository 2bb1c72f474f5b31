import { type Booking, INVOICE_STATUS_LABELS, btcAmount } from '@skylark/contract';
import { apiCall, loginAdminInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { useOwnServer } from './support/own-server';

// A server of its own with a test Esplora server, so a payment arrives on chain (as payment-invoice).
const OFFSET = 71;
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const SHOTS = '/tmp/shots/round-3';
const LIVE = { timeout: 25_000 };
const NEW_YORK = 'New York, John F. Kennedy International (JFK)';
const PARIS = 'Paris, Charles de Gaulle (CDG)';

const own = useOwnServer(OFFSET, { esplora: true });

/** 22:00 in New York ten days ahead, landing in Paris at 11:00 the next morning. */
function overnightTimes() {
  const day = new Date(Date.now() + 10 * 24 * 3_600_000);
  const departure = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3, 0));
  return { departure, arrival: new Date(departure.getTime() + 7 * 3_600_000) };
}

for (const size of SIZES) {
  test(`at ${size.name} px: an overnight flight shows "+1" beside its arrival`, async ({ page }) => {
    await page.setViewportSize(size);
    const { departure, arrival } = overnightTimes();
    const flight = await createFlightViaApi(own.api, {
      departure: { city: NEW_YORK, date: departure.toISOString() },
      arrival: { city: PARIS, date: arrival.toISOString() },
    });
    await page.goto(`/book-flights/${flight._id}`);
    await expect(page.getByRole('heading', { name: `Flight ${flight.flightNumber}` })).toBeVisible();
    await expect(page.getByTitle('Arrives the next day')).toContainText('+1');
    await expectCleanAxe(page, `/book-flights/{id} overnight (${size.name} px)`);
    await page.screenshot({ path: `${SHOTS}/overnight-detail-${size.name}.png`, fullPage: true });

    const day = departure.toISOString().slice(0, 10);
    await page.goto(`/book-flights?from=Kennedy&to=Gaulle&date=${day}`);
    const card = page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
    await expect(card.getByTestId('arrives')).toContainText('+1');
    await expectCleanAxe(page, `/book-flights overnight result (${size.name} px)`);
    await page.screenshot({ path: `${SHOTS}/overnight-results-${size.name}.png`, fullPage: true });
  });

  test(`at ${size.name} px: the desk reconciles a payment from the admin booking page`, async ({ page }) => {
    await page.setViewportSize(size);
    const customer = await registerCustomer(own.api);
    const flight = await createFlightViaApi(own.api);
    const booking = await bookViaApi(own.api, customer.token, flight);
    const invoice = booking.payment!;
    expect(invoice.amountSats).toBeGreaterThan(0);

    // the traveller pays on chain; the product sees it and it is mined
    const { txid } = await own.esplora.pay(invoice.address, invoice.amountSats!);
    await own.esplora.mine();
    await expect
      .poll(
        async () =>
          (await apiCall<Booking>(own.api, 'GET', `/user/bookings/${booking._id}`, { token: customer.token }))
            .body.data.payment?.status,
        LIVE,
      )
      .toBe('PAID');

    await loginAdminInBrowser(page);
    await page.goto(`/admin/bookings/${booking._id}`);
    const panel = page.getByRole('region', { name: 'Reconcile payment' });
    await expect(panel).toContainText(INVOICE_STATUS_LABELS.PAID);
    await expect(panel).toContainText(/Pay by\w{3} \d{2}, \d{4} \d{2}:\d{2} \S+/);
    await expect(panel).toContainText(`${btcAmount(invoice.amountSats!)} BTC = $149.50`);
    await expect(panel).toContainText('at 1 BTC = $97,000.00');
    await expect(panel).toContainText(txid);
    await expect(panel).toContainText('Confirmations: 1');
    const link = panel.getByRole('link', { name: new RegExp(txid.slice(0, 12)) });
    if ((await link.count()) > 0) await expect(link).toHaveAttribute('href', new RegExp(`/tx/${txid}$`));
    await expectCleanAxe(page, `/admin/bookings/{id} reconcile (${size.name} px)`);
    await page.screenshot({ path: `${SHOTS}/reconcile-${size.name}.png`, fullPage: true });

    // reconciled: the desk approves
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Booking approved successfully')).toBeVisible();
  });
}
