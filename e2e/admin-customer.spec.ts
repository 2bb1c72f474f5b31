import type { Page } from '@playwright/test';
import { customerMessages, MSG, type Flight, deskMessages } from '@skylark/contract';
import { apiCall, registerCustomer, unique, type Customer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { loginAgentInBrowser } from './support/team';
import { createFlightViaApi } from './support/flights';
import { waitForMail } from './support/mail';

const SHOTS = '/tmp/shots/customer';

/** On the customer page: a flight and class, then the traveller's form; answers the new tracking ID. */
async function bookFromCustomerPage(page: Page, flight: Flight, seat: string, shot: string): Promise<string> {
  const desk = page.getByRole('form', { name: customerMessages.bookForCustomer });
  await page.getByLabel('From').fill('Bucharest');
  await page.getByLabel('Date').fill(flight.departure.date.slice(0, 10));
  await expect(
    page.getByLabel(customerMessages.chooseFlight, { exact: true }).locator(`option[value="${flight._id}"]`),
  ).toHaveCount(1);
  await page.getByLabel(customerMessages.chooseFlight, { exact: true }).selectOption(flight._id);
  await page.getByLabel(customerMessages.chooseClass, { exact: true }).selectOption('ECONOMY');
  await desk.getByRole('button', { name: customerMessages.continueToPassengers }).click();

  const form = page.getByRole('form', { name: 'Booking form' });
  await expect(form.getByLabel('First Name')).toHaveValue('Wilbur');
  await form.getByLabel('Date of Birth').fill('1967-04-16');
  await form.getByLabel('Seat', { exact: true }).selectOption(seat);
  expect(await axeViolations(page, `${shot} (booking form)`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${shot}-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Confirm Booking' }).click();

  const booked = page.getByRole('status').filter({ hasText: customerMessages.bookedForCustomer });
  await expect(booked).toBeVisible();
  return ((await booked.getByRole('link').textContent()) ?? '').replace('#', '');
}

/** The customer is e-mailed the usual booking e-mail; the booking names the agent and shows on the page. */
async function expectBookedFor(page: Page, customer: Customer, trackingId: string, shot: string) {
  const mail = await waitForMail(customer.email, new RegExp(`^Booking received: .*${trackingId}$`));
  expect(mail.text).toContain(`Your tracking ID is ${trackingId}`);
  const bookings = page.getByRole('list', { name: customerMessages.bookings });
  await expect(bookings.getByRole('link', { name: `#${trackingId}` })).toBeVisible();
  await expect(page.getByRole('list', { name: customerMessages.activity })).toContainText(
    'Booked for the customer',
  );
  expect(await axeViolations(page, `${shot} (customer page after booking)`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${shot}-booked.png`, fullPage: true });
  await bookings.getByRole('link', { name: `#${trackingId}` }).click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  const bookedBy = page
    .getByText(customerMessages.bookedBy, { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(bookedBy).toHaveText('Desk Agent');
  expect(await axeViolations(page, `${shot} (booking detail)`)).toEqual([]);
}

test.describe('one view per customer', () => {
  test('at 1280 px: an agent opens the customer from a booking row and books for them', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const customer = await registerCustomer(request, {
      firstName: 'Wilbur',
      lastName: `Wright${unique().replace(/\d/g, '')}`,
    });
    const flight = await createFlightViaApi(request);
    const own = await bookViaApi(request, customer.token, flight);
    await loginAgentInBrowser(page);
    await page.goto('/admin/bookings');
    await page.getByLabel(deskMessages.searchLabel).fill(customer.email);
    const row = page.getByRole('row', { name: new RegExp(`#${own.trackingId}`) });
    await row.getByRole('link', { name: `Wilbur ${customer.lastName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Wilbur ${customer.lastName}` })).toBeVisible();
    await expect(page.getByRole('list', { name: customerMessages.bookings })).toContainText(own.trackingId);
    expect(await axeViolations(page, '/admin/users/:id (1280)')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/customer-1280.png`, fullPage: true });

    const trackingId = await bookFromCustomerPage(
      page,
      flight,
      seatsOf(flight, 'ECONOMY')[3]!,
      'customer-1280',
    );
    await expect(page.getByText(MSG.bookingCreatedToast)).toBeVisible();
    await expectBookedFor(page, customer, trackingId, 'customer-1280');
  });

  test('at 375 px: an agent opens the customer from a user row and books for them', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const customer = await registerCustomer(request, {
      firstName: 'Wilbur',
      lastName: `Orville${unique().replace(/\d/g, '')}`,
    });
    const flight = await createFlightViaApi(request);
    await loginAgentInBrowser(page);
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search by name or email...').fill(customer.email);
    const card = page.getByRole('listitem', { name: `Wilbur ${customer.lastName}` });
    await card.getByRole('link', { name: `Wilbur ${customer.lastName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Wilbur ${customer.lastName}` })).toBeVisible();
    await expect(page.getByText(customerMessages.noBookings)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, '/admin/users/:id (375)')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/customer-375.png`, fullPage: true });

    const trackingId = await bookFromCustomerPage(
      page,
      flight,
      seatsOf(flight, 'ECONOMY')[4]!,
      'customer-375',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectBookedFor(page, customer, trackingId, 'customer-375');
  });

  test('at 1280 px: an agent opens the customer from the message they sent', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const customer = await registerCustomer(request, {
      firstName: 'Bessie',
      lastName: `Coleman${unique().replace(/\d/g, '')}`,
    });
    const subject = `Seat for my cat ${unique()}`;
    const sent = await apiCall(request, 'POST', '/contact', {
      body: {
        firstName: 'Bessie',
        lastName: customer.lastName,
        email: customer.email.toUpperCase(),
        subject,
        message: 'May my cat fly in the cabin?',
      },
    });
    expect(sent.status, sent.body.message).toBe(201);
    await loginAgentInBrowser(page);
    await page.goto('/admin/messages');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: new RegExp(subject) }) });
    expect(await axeViolations(page, '/admin/messages (sender with an account)')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/messages-1280.png` });
    await row.getByRole('link', { name: `Bessie ${customer.lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bessie ${customer.lastName}` })).toBeVisible();
    await expect(page.getByRole('list', { name: customerMessages.messages })).toContainText(subject);
  });
});
