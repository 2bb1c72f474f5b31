import { readFile } from 'node:fs/promises';
import {
  bookingScreenMessages,
  DAY_MS,
  documentMessages,
  invoiceScreenMessages,
  segmentScreenMessages,
  btcAmount,
  fareRuleLines,
  isoDayOf,
} from '@skylark/contract';
import { PDFDocument } from 'pdf-lib';
import { unique } from './support/api';
import { axeViolations } from './support/axe';
import { fillPassengers, popFamily, seatsOf, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { startTheApp } from './support/first-input';

const SHOTS = '/tmp/shots/family-trip';
const FROM = 'Iași, Iași International (IAS)';
const TO = 'Bergen, Flesland (BGO)';

/** A Wednesday (UTC) at least `days` ahead, at midnight: no weekend offer, no early bird. */
function wednesday(days: number): Date {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS);
  while (d.getUTCDay() !== 3) d.setTime(d.getTime() + DAY_MS);
  return d;
}

const flightOn = (request: Parameters<typeof createFlightViaApi>[0], from: string, to: string, at: Date) =>
  createFlightViaApi(request, {
    departure: { city: from, date: at.toISOString() },
    arrival: { city: to, date: new Date(at.getTime() + 3 * 3_600_000).toISOString() },
    classTypes: [{ type: 'ECONOMY', price: 210, availableSeats: 30 }],
  });

for (const [width, height, days] of [
  [1280, 800, 15],
  [375, 812, 29],
] as const) {
  test(`at ${width} px: a family of 2 adults, a child and a lap infant books a return trip from Home with seats on both legs, reloading and signing up on the way, sees the demo invoice in bitcoin at a test-network address, and gets an e-ticket of 8 pages`, async ({
    page,
    request,
  }) => {
    const day = wednesday(days);
    const backDay = new Date(day.getTime() + 4 * DAY_MS);
    const out = await flightOn(request, FROM, TO, new Date(day.getTime() + 7 * 3_600_000));
    const back = await flightOn(request, TO, FROM, new Date(backDay.getTime() + 15 * 3_600_000));
    await page.setViewportSize({ width, height });

    // the Home search box, signed out: a return for 2 adults, a child and an infant on a lap
    await page.goto('/');
    await startTheApp(page);
    const box = page.getByRole('search', { name: 'Search flights' });
    await box.getByText('Return', { exact: true }).click();
    await expect(box.getByRole('radio', { name: 'Return' })).toBeChecked();
    await box.getByLabel('From').fill('Iași');
    await box.getByLabel('To').fill('Bergen');
    await box.getByLabel('Depart', { exact: true }).fill(isoDayOf(day));
    await box
      .locator('input[type="date"]')
      .and(box.getByLabel('Return', { exact: true }))
      .fill(isoDayOf(backDay));
    await box.getByLabel('Adults').fill('2');
    await box.getByLabel('Children').fill('1');
    await box.getByLabel('Infants').fill('1');
    await box.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/book-flights\?trip=return&legs=/);

    // the outbound, then the return, each from its own leg's list
    const trip = page.getByRole('list', { name: segmentScreenMessages.yourTrip });
    await expect(page.getByRole('heading', { name: /Choose flight 1: Iași → Bergen/ })).toBeVisible();
    await page.getByRole('button', { name: `Choose Economy on flight ${out.flightNumber}` }).click();
    await expect(page).toHaveURL(/picked=/);
    await expect(page.getByRole('heading', { name: /Choose flight 2: Bergen → Iași/ })).toBeVisible();
    await expect(trip.getByRole('listitem').nth(0)).toContainText(out.flightNumber);
    // Back and Forward walk the picks, as the URL holds them
    await page.goBack();
    await expect(page.getByRole('heading', { name: /Choose flight 1/ })).toBeVisible();
    await page.goForward();
    await page.getByRole('button', { name: `Choose Economy on flight ${back.flightNumber}` }).click();
    await expect(trip.getByRole('listitem').nth(1)).toContainText(back.flightNumber);
    const tripTotal = await page.getByTestId('trip-total').textContent();
    expect(await axeViolations(page, 'a return trip picked from the results')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/picked-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: segmentScreenMessages.toCheckout }).click();

    // signed out: log in, or register, which leads to the login, which leads back to the checkout
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(bookingScreenMessages.loginToBook)).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    const email = `family-${unique()}@skylark.test`;
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Pop');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('5551234567');
    await page.getByLabel('Password', { exact: true }).fill('family-password-1');
    await page.getByLabel('Confirm password').fill('family-password-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the URL changes before the login page replaces the registration form (both have an Email field)
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('family-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/book\?segments=.*&adults=2&children=1&infants=1$/);

    // the checkout starts with the search's party: three seated passengers and an infant on a lap
    await expect(page.getByRole('heading', { name: 'Confirm Trip' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passenger 3' })).toBeVisible();
    await expect(page.getByLabel('Infant 1 name')).toBeVisible();
    const people = popFamily(day);
    await fillPassengers(page, people);
    const infantBorn = isoDayOf(new Date(Date.now() - 300 * DAY_MS));
    await page.getByLabel('Infant 1 name').fill('Mia Pop');
    await page.getByLabel('Infant 1 date of birth').fill(infantBorn);

    // seats on both legs, on the seat map
    const maps = page.getByRole('grid', { name: 'Seat Map, Economy class' });
    const outSeats = seatsOf(out, 'ECONOMY').slice(3, 6);
    const backSeats = seatsOf(back, 'ECONOMY').slice(9, 12);
    for (const seat of outSeats) await maps.nth(0).locator(`[data-seat="${seat}"]`).click();
    for (const seat of backSeats) await maps.nth(1).locator(`[data-seat="${seat}"]`).click();
    await expect(page.getByLabel('Seat', { exact: true }).nth(2)).toHaveValue(outSeats[2]!);
    await expect(page.getByLabel('Passenger 3 seat, flight 2')).toHaveValue(backSeats[2]!);

    // a reload keeps everything chosen
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Confirm Trip' })).toBeVisible();
    for (const [i, [first, , born]] of people.entries()) {
      await expect(page.getByLabel('First Name').nth(i)).toHaveValue(first);
      await expect(page.getByLabel('Date of Birth', { exact: true }).nth(i)).toHaveValue(born);
      await expect(page.getByLabel('Seat', { exact: true }).nth(i)).toHaveValue(outSeats[i]!);
      await expect(page.getByLabel(`Passenger ${i + 1} seat, flight 2`)).toHaveValue(backSeats[i]!);
    }
    await expect(page.getByLabel('Infant 1 name')).toHaveValue('Mia Pop');
    await expect(page.getByLabel('Infant 1 date of birth')).toHaveValue(infantBorn);
    const fare = page.getByRole('complementary', { name: 'Trip summary' }).getByLabel('Fare breakdown');
    await expect(fare).toContainText('Infants on a lap (under 2) × 1no seat, free');
    await expect(fare).toContainText(`Total${tripTotal}`);
    await expect(
      page
        .getByRole('complementary', { name: 'Trip summary' })
        .getByRole('region', { name: 'Fare rules (Economy)' }),
    ).toContainText(fareRuleLines('ECONOMY')[0]!.text);
    expect(await axeViolations(page, 'the trip checkout of a family')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').pop()!;
    const flights = page.getByRole('list', { name: 'Flights' });
    await expect(flights.getByRole('listitem')).toHaveCount(2);
    await expect(flights.getByRole('listitem').nth(1)).toContainText(`Seats ${backSeats.join(', ')}`);

    // Back shows the booking made, not a form that would book again
    await page.goBack();
    await expect(page.getByText(bookingScreenMessages.alreadyBooked)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
    await page.getByRole('link', { name: bookingScreenMessages.viewBooking }).click();

    // the default settings' demo invoice: the amount in bitcoin at the demo's $100,000 a bitcoin
    // ($1 is 1,000 satoshis) and an address of the booking's own on the test network
    const totalCents = Math.round(Number(tripTotal!.replace(/[^0-9.]/g, '')) * 100);
    const btc = btcAmount(totalCents * 10);
    await expect(page.getByTestId('booking-btc-amount')).toHaveText(
      `${invoiceScreenMessages.amountBtc}: ${btc} BTC`,
    );
    await expect(page.getByTestId('demo-network')).toContainText(invoiceScreenMessages.demoNetwork);
    await page.getByRole('link', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${bookingId}$`));
    await expect(page.getByTestId('btc-amount')).toHaveText(btc);
    await expect(page.getByTestId('btc-address')).toHaveText(/^tb1q[a-z0-9]{38}$/);
    await expect(page.getByTestId('demo-network')).toContainText(invoiceScreenMessages.demoNetwork);
    await expect(
      page.getByText(`Send exactly ${btc} BTC (${tripTotal}) to the address below.`),
    ).toBeVisible();
    expect(await axeViolations(page, 'the demo invoice of the family trip')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/payment-${width}.png`, fullPage: true });
    await page.goto(`/bookings/${bookingId}`);

    await approveViaApi(request, bookingId);
    await page.reload();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: documentMessages.ticket }).click(),
    ]);
    const pdf = await PDFDocument.load(await readFile((await download.path())!));
    // a page per passenger per flight, the infant on a lap included: 4 × 2
    expect(pdf.getPageCount()).toBe(8);
    expect(await axeViolations(page, 'the family booking, confirmed')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/booking-${width}.png`, fullPage: true });
  });
}
