import {
  NEWS_KIND_LABELS,
  type Flight,
  DAY_MS,
  HOUR_MS,
  newsMailSubjects,
  newsMessages,
} from '@skylark/contract';
import { adminToken, apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { waitForMail } from './support/mail';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller turns off delay news on the booking page and still hears of the gate at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const departure = new Date(Date.now() + 12 * DAY_MS);
    departure.setUTCSeconds(0, 0);
    const flight: Flight = await createFlightViaApi(request, {
      departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
      arrival: {
        city: 'Paris, Charles de Gaulle (CDG)',
        date: new Date(departure.getTime() + 3 * HOUR_MS).toISOString(),
      },
    });
    const customer = await registerCustomer(request);
    const booking = await bookViaApi(request, customer.token, flight);
    const admin = await adminToken(request);

    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: newsMessages.title })).toBeVisible();
    const delay = page.getByRole('checkbox', { name: NEWS_KIND_LABELS.DELAY });
    await expect(delay).toBeChecked();
    await delay.uncheck();
    await expect(page.getByText(newsMessages.saved)).toBeVisible();
    await expect(page.getByRole('button', { name: newsMessages.notifyDevice })).toBeVisible();
    expect(await axeViolations(page, `/bookings/${booking._id} news (${viewport.width} px)`)).toEqual([]);
    await page.getByRole('heading', { name: newsMessages.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/news/booking-news-${viewport.width}.png` });

    await page.reload();
    await expect(page.getByRole('checkbox', { name: NEWS_KIND_LABELS.DELAY })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: NEWS_KIND_LABELS.GATE })).toBeChecked();

    const gate = await apiCall(request, 'PATCH', `/admin/flights/${flight._id}`, {
      token: admin,
      body: { gate: 'C4' },
    });
    expect(gate.status).toBe(200);
    const mail = await waitForMail(customer.email, new RegExp(newsMailSubjects.gate(flight.flightNumber)));
    expect(mail.text).toContain('Gate C4');

    // the account's settings, on the profile
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: newsMessages.accountTitle })).toBeVisible();
    const refund = page.getByRole('checkbox', { name: NEWS_KIND_LABELS.REFUND });
    await refund.uncheck();
    await expect(page.getByText(newsMessages.saved)).toBeVisible();
    expect(await axeViolations(page, `/profile news (${viewport.width} px)`)).toEqual([]);
    await page.getByRole('heading', { name: newsMessages.accountTitle }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/news/profile-news-${viewport.width}.png` });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: NEWS_KIND_LABELS.REFUND })).not.toBeChecked();
  });
}
