import { readFile } from 'node:fs/promises';
import { checkInMessages, type Flight, HOUR_MS, MINUTE_MS } from '@skylark/contract';
import { unzipSync } from 'fflate';
import { apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a checked-in traveller adds the boarding pass to Apple Wallet at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const departure = new Date(Date.now() + 5 * HOUR_MS);
    departure.setUTCSeconds(0, 0);
    const flight: Flight = await createFlightViaApi(request, {
      departure: { city: 'Oslo, Gardermoen (OSL)', date: departure.toISOString() },
      arrival: {
        city: 'Bergen, Flesland (BGO)',
        date: new Date(departure.getTime() + HOUR_MS).toISOString(),
      },
      gate: 'C7',
      boardingTime: new Date(departure.getTime() - 40 * MINUTE_MS).toISOString(),
    });
    const customer = await registerCustomer(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await approveViaApi(request, booking._id);
    const state = await apiCall<{ passengers: { passengerId: string }[] }>(
      request,
      'GET',
      `/user/bookings/${booking._id}/check-in`,
      { token: customer.token },
    );
    const born = new Date(departure.getTime() - 20 * 24 * HOUR_MS);
    born.setUTCFullYear(born.getUTCFullYear() - 36);
    const checkedIn = await apiCall(request, 'POST', `/user/bookings/${booking._id}/check-in`, {
      token: customer.token,
      body: {
        passengers: state.body.data.passengers.map((p) => ({
          passengerId: p.passengerId,
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: born.toISOString().slice(0, 10),
        })),
      },
    });
    expect(checkedIn.status).toBe(200);

    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}/boarding-pass`);
    const pass = page.getByRole('article', { name: /^Boarding pass LOVELACE\/ADA/ });
    const add = pass.getByRole('button', { name: checkInMessages.addToWallet });
    await expect(add).toBeVisible();
    expect(await axeViolations(page, `boarding pass with Wallet (${viewport.width} px)`)).toEqual([]);
    await add.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/wallet/boarding-pass-${viewport.width}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toMatch(/^skylark-.+\.pkpass$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const json = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) as {
      barcodes: { message: string; format: string }[];
      boardingPass: { headerFields: { value: string }[] };
    };
    expect(json.barcodes[0]).toMatchObject({
      format: 'PKBarcodeFormatPDF417',
      message: await pass.getByRole('img', { name: /PDF417/ }).getAttribute('data-bcbp'),
    });
    expect(json.boardingPass.headerFields[0]!.value).toBe('C7');
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['manifest.json', 'signature']));
  });
}
