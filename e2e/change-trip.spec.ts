import { type Booking, CHANGE_TEXT, type Flight, formatMoney } from '@skylark/contract';
import { apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const DAY = 86_400_000;
const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';

/** An hour's flight between two airports, its Economy at `price`. */
function flight(
  request: Parameters<typeof createFlightViaApi>[0],
  from: string,
  to: string,
  inMs: number,
  price = 149.5,
) {
  const departure = new Date(Date.now() + inMs);
  departure.setUTCSeconds(0, 0);
  return createFlightViaApi(request, {
    departure: { city: from, date: departure.toISOString() },
    arrival: { city: to, date: new Date(departure.getTime() + 3_600_000).toISOString() },
    classTypes: [{ type: 'ECONOMY', price, availableSeats: 60 }],
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller changes the return flight of an unpaid trip at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const out: Flight = await flight(request, OSLO, BERGEN, 5 * DAY);
    const back: Flight = await flight(request, BERGEN, OSLO, 7 * DAY);
    const later: Flight = await flight(request, BERGEN, OSLO, 8 * DAY, 300);
    const customer = await registerCustomer(request);
    const booked = await apiCall<Booking>(request, 'POST', '/user/bookings', {
      token: customer.token,
      body: {
        segments: [out, back].map((f) => ({
          flightId: f._id,
          classType: 'ECONOMY',
          seatNumbers: [seatsOf(f, 'ECONOMY')[0]!],
        })),
        passengers: [{ firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' }],
        mealPreferences: ['REGULAR'],
        specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
      },
    });
    expect(booked.status, booked.body.message).toBe(201);
    const booking = booked.body.data;
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: CHANGE_TEXT.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: CHANGE_TEXT.changeFlight });
    const legs = dialog.getByRole('group', { name: CHANGE_TEXT.chooseLeg });
    await legs.getByRole('radio', { name: new RegExp(`Flight 2: ${back.flightNumber}`) }).check();
    await dialog.getByRole('radio', { name: new RegExp(later.flightNumber) }).check();
    // nothing paid: the trip's total, the return's $150.50 more and the Economy fee of $75.00
    const due = formatMoney(booking.totalAmount + 150.5 + 75);
    await expect(dialog.getByTestId('change-quote')).toContainText(due);
    expect(await axeViolations(page, `change dialog of a trip (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/change/trip-${viewport.width}.png` });
    await dialog.getByRole('button', { name: `${CHANGE_TEXT.confirmChange}: pay ${due}` }).click();

    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const changeId = new URL(page.url()).pathname.split('/').pop()!;
    const next = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${changeId}`, { token: customer.token })
    ).body.data;
    expect(next.segments.map((s) => s.flightId)).toEqual([out._id, later._id]);
    expect(next.segments[0]!.seatNumbers).toEqual(booking.segments[0]!.seatNumbers);
    const old = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(old).toMatchObject({ bookingStatus: 'CANCELLED', cancelReason: 'CHANGED' });
  });
}
