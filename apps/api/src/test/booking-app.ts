import type { Booking, CreateBookingInput } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { createAdmin, createUser } from './factories';
import { flightClasses, type UserRow } from '../db/schema';
import { call, tokenFor } from './app';
import { smtp, t, useMailApp } from './mail-app';

export { smtp, t };
// Live binding: set by useBookingApp's beforeAll, read by the test files that import it.
export let adminToken: string;

/** The server the booking API tests share: real SMTP, two payment addresses, one administrator. */
export function useBookingApp() {
  useMailApp({ BTC_ADDRESSES: 'bc1qfirstaddress000000000000000000000,bc1qsecond' });
  beforeAll(async () => {
    adminToken = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
  });
}

export interface Customer {
  user: UserRow;
  token: string;
}

export async function customer(overrides: Partial<UserRow> = {}): Promise<Customer> {
  const user = await createUser(t.database.db, overrides);
  return { user, token: tokenFor(t.app, user.id, 'user') };
}

/** A one-passenger ECONOMY request for `seat` with a meal and assistance, the fields overridable. */
export const request = (
  flightId: string,
  seat: string,
  overrides: Partial<CreateBookingInput> = {},
): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' }],
  seatNumbers: [seat],
  mealPreferences: ['VEGETARIAN'],
  specialAssistance: [{ wheelchair: true, infant: false, elderly: false }],
  ...overrides,
});

export const book = (c: Customer, body: unknown, headers?: Record<string, string>) =>
  call<Booking>(t.app, 'POST', '/user/bookings', { token: c.token, body, headers });

/** The desk's decision on a booking: `approve` or `reject` (anything else is refused). */
export const decide = (bookingId: string, action: string, token = adminToken) =>
  call<Booking>(t.app, 'POST', `/admin/bookings/${bookingId}/approve`, { token, body: { action } });

export async function bookedSeats(classId: string) {
  const [row] = await t.database.db.select().from(flightClasses).where(eq(flightClasses.id, classId));
  return row!.bookedSeats;
}

export async function freeSeats(flightId: string, classType = 'ECONOMY') {
  const res = await call<{ availableSeats: { seatNumber: string }[] }>(
    t.app,
    'GET',
    `/user/flights/${flightId}/seats?classType=${classType}`,
  );
  return res.body.data.availableSeats.map((s) => s.seatNumber);
}
