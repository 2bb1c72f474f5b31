import {
  bookingScreenMessages,
  MSG,
  trackingMessages,
  ageOnDeparture,
  localDay,
  type Booking,
} from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const SHOTS = '/tmp/shots/booking';

test.describe('booking form (docs/product.md#142-group-bookings-and-the-seat-map)', () => {
  test('Book Now signed out: login says why, comes back to the same flight and class; a family of two books with special requests', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, { firstName: 'Marie', lastName: 'Curie' });
    const flight = await createFlightViaApi(request);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/book-flights/${flight._id}`);
    await page.getByRole('radio', { name: /Business/ }).click();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: bookingScreenMessages.loginToBook }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-reason-1280.png` });
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/confirm/${flight._id}\\?class=BUSINESS$`));
    const summary = page.getByRole('complementary', { name: 'Flight summary' });
    await expect(summary).toContainText('Business');
    await expect(summary).toContainText('$620.00');

    // errors at their fields, focus on the first; a birth date in the future is refused
    const firstName = page.getByLabel('First Name');
    await firstName.fill('');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await page.getByLabel('Date of Birth').fill(localDay(tomorrow));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription(MSG.enterPassengerName);
    await expect(page.getByLabel('Date of Birth')).toHaveAccessibleDescription(
      bookingScreenMessages.dateOfBirthInFuture,
    );
    await expect(page.getByLabel('Seat', { exact: true })).toHaveAccessibleDescription(MSG.selectSeat);
    await page.screenshot({ path: `${SHOTS}/errors-1280.png`, fullPage: true });

    await firstName.fill('Marie');
    await page.getByLabel('Date of Birth').fill('1967-11-07');
    await page.getByRole('button', { name: bookingScreenMessages.addPassenger }).click();
    await expect(summary).toContainText('$1,240.00');
    const second = page.getByRole('heading', { name: 'Passenger 2' });
    await expect(second).toBeVisible();
    await page.getByLabel('First Name').nth(1).fill('Irene');
    await page.getByLabel('Last Name').nth(1).fill('Curie');
    await page.getByLabel('Date of Birth').nth(1).fill('1997-09-12');
    await page.getByLabel('Meal Preference').nth(1).selectOption('VEGETARIAN');
    const business = seatsOf(flight, 'BUSINESS');
    await page.getByLabel('Seat', { exact: true }).first().selectOption(business[0]!);
    await page.getByLabel('Seat', { exact: true }).nth(1).selectOption(business[1]!);
    await page.getByLabel(bookingScreenMessages.specialRequests).fill('We travel with a violin');
    expect(await axeViolations(page, 'booking form, two passengers')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/family-form-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Marie Curie', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Irene Curie', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(business[1]!, { exact: true })).toBeVisible();
    await expect(page.getByText('We travel with a violin')).toBeVisible();
    await expect(page.getByText('$1,240.00').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-family-1280.png`, fullPage: true });
  });

  test('on a phone the total sits above the Confirm Booking button', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/booking/confirm/${flight._id}?class=ECONOMY`);
    await page.getByRole('button', { name: bookingScreenMessages.addPassenger }).click();
    const total = page.getByTestId('total-above-button');
    const button = page.getByRole('button', { name: 'Confirm Booking' });
    await expect(total).toBeVisible();
    await expect(total).toContainText('$299.00');
    const [t, b] = [await total.boundingBox(), await button.boundingBox()];
    expect(t!.y + t!.height).toBeLessThanOrEqual(b!.y);
    expect(b!.y - (t!.y + t!.height)).toBeLessThan(48);
    expect(await axeViolations(page, 'booking form, phone')).toEqual([]);
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/total-above-button-375.png` });
  });
});

test('tracking and the admin booking detail show every passenger and the special requests, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  test.slow(); // two widths, each with the limited and the full result and the admin detail
  const customer = await registerCustomer(request, { firstName: 'Pierre', lastName: 'Curie' });
  const flight = await createFlightViaApi(request);
  const seats = seatsOf(flight, 'ECONOMY');
  const ageAt = (dateOfBirth: string) => ageOnDeparture(dateOfBirth, new Date(flight.departure.date));
  const made = await apiCall<Booking>(request, 'POST', '/user/bookings', {
    token: customer.token,
    body: {
      flightId: flight._id,
      classType: 'ECONOMY',
      passengers: [
        {
          firstName: 'Pierre',
          lastName: 'Curie',
          age: ageAt('1959-05-15'),
          dateOfBirth: '1959-05-15',
          gender: 'MALE',
        },
        {
          firstName: 'Eve',
          lastName: 'Curie',
          age: ageAt('2004-12-06'),
          dateOfBirth: '2004-12-06',
          gender: 'FEMALE',
        },
      ],
      seatNumbers: [seats[0], seats[1]],
      mealPreferences: ['REGULAR', 'KOSHER'],
      specialAssistance: [
        { wheelchair: false, infant: false, elderly: true },
        { wheelchair: false, infant: false, elderly: false },
      ],
      specialRequests: 'A quiet row',
    },
  });
  expect(made.status, made.body.message).toBe(201);
  await loginAdminInBrowser(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/track-booking');
    await page.getByLabel('Tracking ID').fill(made.body.data.trackingId);
    await page.getByRole('button', { name: 'Track' }).click();
    for (const text of ['Pierre Curie', seats[1]!, 'A quiet row'])
      await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
    // without the owner signed in: the e-mail masked, special assistance "On file", and no passenger
    // named, since the lead's last name is the key (docs/product.md#14-bookings-and-payment)
    await expect(page.getByText(trackingMessages.assistanceOnFile, { exact: true })).toHaveCount(2);
    await expect(page.getByText(customer.email)).toHaveCount(0);
    await expect(page.getByText('Eve Curie', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/tracking-limited-${width}.png`, fullPage: true });
    await page.getByLabel(trackingMessages.lastNameLabel).fill('curie');
    await page.getByRole('button', { name: trackingMessages.showFullBooking }).click();
    await expect(page.getByText('Elderly assistance needed')).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByText('Eve Curie', { exact: true }).last()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tracking-${width}.png`, fullPage: true });
    await page.goto(`/admin/bookings/${made.body.data._id}`);
    for (const text of ['Eve Curie', seats[1]!, 'A quiet row'])
      await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-detail-${width}.png`, fullPage: true });
  }
});
