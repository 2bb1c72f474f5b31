import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Booking,
  type ClassType,
  DAY_MS,
  type Flight,
  isoDayOf,
  seatNumbersOf,
  segmentScreenMessages,
} from '@skylark/contract';
import { adminToken, apiCall } from './api';
import { expect } from './fixtures';

/** The seat numbers of a class of a flight, by the seat-map rule the server uses. */
export function seatsOf(flight: Flight, type: ClassType): string[] {
  return seatNumbersOf(
    type,
    flight.classTypes.map((c) => ({ type: c.type, seats: c.totalSeats })),
  );
}

/** Books one seat through the API as the customer. */
export async function bookViaApi(
  request: APIRequestContext,
  token: string,
  flight: Flight,
  {
    classType = 'ECONOMY',
    seat,
    passenger = { firstName: 'Ada', lastName: 'Lovelace' },
  }: { classType?: ClassType; seat?: string; passenger?: { firstName: string; lastName: string } } = {},
): Promise<Booking> {
  const seatNumber = seat ?? seatsOf(flight, classType)[0]!;
  const res = await apiCall<Booking>(request, 'POST', '/user/bookings', {
    token,
    body: {
      flightId: flight._id,
      classType,
      passengers: [{ ...passenger, age: 36, gender: 'FEMALE' }],
      seatNumbers: [seatNumber],
      mealPreferences: ['VEGETARIAN'],
      specialAssistance: [{ wheelchair: true, infant: false, elderly: false }],
    },
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

/** The desk approves the booking through the API, as an administrator: paid, without a payment seen. */
export async function approveViaApi(
  request: APIRequestContext,
  bookingId: string,
  token?: string,
): Promise<Booking> {
  const res = await apiCall<Booking>(request, 'POST', `/admin/bookings/${bookingId}/approve`, {
    token: token ?? (await adminToken(request)),
    body: { action: 'approve' },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

/** Books one passenger in Economy on every flight, as one booking of several flights. */
export async function bookTripViaApi(
  request: APIRequestContext,
  token: string,
  flights: Flight[],
): Promise<Booking> {
  const res = await apiCall<Booking>(request, 'POST', '/user/bookings', {
    token,
    body: {
      segments: flights.map((f) => ({
        flightId: f._id,
        classType: 'ECONOMY',
        seatNumbers: [seatsOf(f, 'ECONOMY')[0]!],
      })),
      passengers: [{ firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' }],
      mealPreferences: ['REGULAR'],
      specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
    },
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

/** From the flight page: choose a class and press Book Now, landing on the confirmation form. */
export async function startBooking(page: Page, flight: Flight, classLabel = 'Economy'): Promise<void> {
  await page.goto(`/book-flights/${flight._id}`);
  await page.getByRole('radio', { name: new RegExp(classLabel) }).click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/confirm/${flight._id}\\?class=[A-Z]+$`));
  // the URL changes before the form replaces the flight page
  await expect(page.getByRole('heading', { name: 'Confirm Booking' })).toBeVisible();
}

/** From the outbound flight's page, Economy out and `back` as the return, up to the trip checkout. */
export async function startReturnTrip(page: Page, out: Flight, back: Flight): Promise<void> {
  await page.goto(`/book-flights/${out._id}`);
  await page.getByRole('radio', { name: /Economy/ }).click();
  await page.getByRole('button', { name: segmentScreenMessages.addReturn }).click();
  await expect(page).toHaveURL(/outbound=/);
  await page.goto(`${page.url()}&date=${back.departure.date.slice(0, 10)}`);
  await page
    .getByRole('link', { name: `${segmentScreenMessages.chooseAsReturn}: ${back.flightNumber}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Confirm Trip' })).toBeVisible();
}

/** Two adults and a child of 8 on `day`, as the family journeys book them: first, last name, date of birth. */
export const popFamily = (day: Date) =>
  [
    ['Ana', 'Pop', '1986-03-02'],
    ['Dan', 'Pop', '1984-07-19'],
    ['Ioana', 'Pop', isoDayOf(new Date(day.getTime() - 8 * 365 * DAY_MS))],
  ] as const;

/** Fills each passenger block of the booking form in turn, with its seat when `seats` are given. */
export async function fillPassengers(
  page: Page,
  people: readonly (readonly [string, string, string])[],
  seats?: string[],
): Promise<void> {
  for (const [i, [first, last, born]] of people.entries()) {
    await page.getByLabel('First Name').nth(i).fill(first);
    await page.getByLabel('Last Name').nth(i).fill(last);
    await page.getByLabel('Date of Birth', { exact: true }).nth(i).fill(born);
    if (seats) await page.getByLabel('Seat', { exact: true }).nth(i).selectOption(seats[i]!);
  }
}
