import {
  type Booking,
  cancelledFlightMessages,
  changeScreenMessages,
  type Flight,
  formatMoney,
  DAY_MS,
} from '@skylark/contract';
import { adminToken, apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookTripViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { hourFlight, weekdayAfter } from './support/flights';

const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';

/**
 * Offsets from now of departures `days` ahead, each moved to a weekday and kept as far from the one
 * before as asked: the weekend offer would price a change below the list prices the journeys add up.
 */
function weekdayOffsets(days: number[]): number[] {
  const now = Date.now();
  let previous = { at: now, days: 0 };
  return days.map((ahead) => {
    const at = weekdayAfter(new Date(previous.at).toISOString(), (ahead - previous.days) * DAY_MS).getTime();
    previous = { at, days: ahead };
    return at - now;
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
    const [outIn, backIn, laterIn] = weekdayOffsets([5, 7, 8]);
    const out: Flight = await hourFlight(request, OSLO, BERGEN, outIn!, 149.5);
    const back: Flight = await hourFlight(request, BERGEN, OSLO, backIn!, 149.5);
    const later: Flight = await hourFlight(request, BERGEN, OSLO, laterIn!, 300);
    const customer = await registerCustomer(request);
    const booking = await bookTripViaApi(request, customer.token, [out, back]);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: changeScreenMessages.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: changeScreenMessages.changeFlight });
    const legs = dialog.getByRole('group', { name: changeScreenMessages.chooseLeg });
    await legs.getByRole('radio', { name: new RegExp(`Flight 2: ${back.flightNumber}`) }).check();
    await dialog.getByRole('radio', { name: new RegExp(later.flightNumber) }).check();
    // nothing paid: the trip's total, the return's $150.50 more and the Economy fee of $75.00
    const due = formatMoney(booking.totalAmount + 150.5 + 75);
    await expect(dialog.getByTestId('change-quote')).toContainText(due);
    expect(await axeViolations(page, `change dialog of a trip (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/change/trip-${viewport.width}.png` });
    await dialog.getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay ${due}` }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${booking._id}$`));
    const next = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(next).toMatchObject({ trackingId: booking.trackingId, bookingStatus: 'PENDING' });
    expect(next.segments.map((s) => s.flightId)).toEqual([out._id, later._id]);
    expect(next.segments[0]!.seatNumbers).toEqual(booking.segments[0]!.seatNumbers);
  });

  test(`a traveller changes the return flight of a paid trip to a dearer one: the trip stands, showing the change's own invoice, until the difference is paid, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [outIn, backIn, dearerIn] = weekdayOffsets([5, 7, 8]);
    const out: Flight = await hourFlight(request, BERGEN, OSLO, outIn!, 149.5);
    const back: Flight = await hourFlight(request, OSLO, BERGEN, backIn!, 149.5);
    const dearer: Flight = await hourFlight(request, OSLO, BERGEN, dearerIn!, 200);
    const customer = await registerCustomer(request);
    const booking = await bookTripViaApi(request, customer.token, [out, back]);
    const admin = await adminToken(request);
    const approve = (id: string) =>
      apiCall(request, 'POST', `/admin/bookings/${id}/approve`, {
        token: admin,
        body: { action: 'approve' },
      });
    expect((await approve(booking._id)).status).toBe(200);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: changeScreenMessages.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: changeScreenMessages.changeFlight });
    await dialog
      .getByRole('group', { name: changeScreenMessages.chooseLeg })
      .getByRole('radio', { name: new RegExp(`Flight 2: ${back.flightNumber}`) })
      .check();
    await dialog.getByRole('radio', { name: new RegExp(dearer.flightNumber) }).check();
    // paid: the return's $50.50 more and the Economy fee of $75.00
    const due = formatMoney(50.5 + 75);
    await expect(dialog.getByTestId('change-quote')).toContainText(due);
    await page.screenshot({ path: `/tmp/shots/change/paid-trip-${viewport.width}.png` });
    await dialog.getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay ${due}` }).click();

    // until the difference is paid the paid trip stands, and shows the change's own invoice
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}$`));
    const list = page.getByTestId('change-list');
    await expect(list).toContainText(changeScreenMessages.pendingChange);
    await expect(list).toContainText(changeScreenMessages.payBy);
    expect(
      await axeViolations(page, `a paid trip with its change awaiting payment (${viewport.width} px)`),
    ).toEqual([]);
    const pending = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(pending).toMatchObject({ bookingStatus: 'CONFIRMED', totalAmount: booking.totalAmount });
    expect(pending.segments.map((s) => s.flightId)).toEqual([out._id, back._id]);
    expect(pending.changes).toMatchObject([
      { status: 'PENDING_PAYMENT', toFlight: { flightId: dearer._id } },
    ]);
  });

  test(`a traveller whose return flight the airline cancelled moves it free of charge, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const out: Flight = await hourFlight(request, OSLO, BERGEN, 9 * DAY_MS, 149.5);
    const back: Flight = await hourFlight(request, BERGEN, OSLO, 11 * DAY_MS, 149.5);
    const other: Flight = await hourFlight(request, BERGEN, OSLO, 12 * DAY_MS, 300);
    const customer = await registerCustomer(request);
    const booking = await bookTripViaApi(request, customer.token, [out, back]);
    const token = await adminToken(request);
    const approve = { token, body: { action: 'approve' } };
    expect((await apiCall(request, 'POST', `/admin/bookings/${booking._id}/approve`, approve)).status).toBe(
      200,
    );
    expect((await apiCall(request, 'POST', `/admin/flights/${back._id}/cancel`, { token })).status).toBe(200);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    // the trip keeps its outbound flight; the free move is one of its three choices (decision 088)
    const choices = page.getByTestId('cancelled-flight');
    await expect(choices).toContainText(cancelledFlightMessages.freeMove);
    expect(await axeViolations(page, `a cancelled trip offered a free move (${viewport.width} px)`)).toEqual(
      [],
    );
    await choices.getByRole('button', { name: cancelledFlightMessages.freeMoveAction }).click();
    const dialog = page.getByRole('dialog', { name: changeScreenMessages.moveFree });
    // the dialog opens on the cancelled flight
    await expect(
      dialog.getByRole('radio', { name: new RegExp(`Flight 2: ${back.flightNumber}`) }),
    ).toBeChecked();
    await dialog.getByRole('radio', { name: new RegExp(other.flightNumber) }).check();
    await expect(dialog.getByTestId('change-quote')).toContainText(changeScreenMessages.free);
    await page.screenshot({ path: `/tmp/shots/change/cancelled-trip-${viewport.width}.png` });
    await dialog.getByRole('button', { name: changeScreenMessages.confirmChange }).click();

    // the same booking flies again, on the new return flight
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}$`));
    await expect(page.getByTestId('change-list')).toContainText(other.flightNumber);
    const made = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(made).toMatchObject({
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      totalAmount: booking.totalAmount,
    });
    expect(made.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [out._id, booking.segments[0]!.seatNumbers],
      [other._id, made.segments[1]!.seatNumbers],
    ]);
  });
}
