import type { Booking, CancellationQuote, ChangeOptions, ChangeQuote, ClassType } from '@skylark/contract';
import { DAY_MS } from '@skylark/contract';
import { call } from './app';
import { adminToken, t, customer, type Customer } from './booking-app';
import { createBooking, createFlight, offWeekend } from './factories';

/** Flights of one route and a paid booking on the first, for the change-of-flight tests. */

export const ROUTE = {
  departureCity: 'London, Heathrow (LHR)',
  arrivalCity: 'Tokyo, Haneda (HND)',
} as const;

/**
 * A time ahead: days ahead move off the weekend (its offer prices below the class price); hours ahead and a
 * date given stay exact, for cut-offs and windows measured from another flight.
 */
const departureIn = (at: number | Date): Date =>
  at instanceof Date
    ? at
    : at >= 2 * DAY_MS
      ? offWeekend(new Date(Date.now() + at))
      : new Date(Date.now() + at);

export const flightOfRoute = (
  at: number | Date,
  priceCents: number,
  capacity?: number,
  classType: ClassType = 'ECONOMY',
) =>
  createFlight(t.database.db, {
    ...ROUTE,
    departureAt: departureIn(at),
    classes: [{ type: classType, priceCents, ...(capacity ? { capacity } : {}) }],
  });

/** A paid one-seat ECONOMY booking of $299 on a flight of the route departing `inMs` from now. */
export async function paidBooking(inMs = 10 * DAY_MS, c?: Customer, paid = true) {
  const owner = c ?? (await customer());
  const flight = await flightOfRoute(inMs, 29_900);
  const status = paid ? 'CONFIRMED' : 'PENDING';
  const row = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['3C'],
    userId: owner.user.id,
    email: owner.user.email,
    totalAmountCents: 29_900,
    bookingStatus: status,
    paymentStatus: status,
  });
  return { c: owner, flight, id: row.id };
}

const base = (admin: boolean) => (admin ? '/admin/bookings' : '/user/bookings');

export const options = (token: string, id: string, admin = false) =>
  call<ChangeOptions>(t.app, 'GET', `${base(admin)}/${id}/change-options`, { token });
export const quote = (token: string, id: string, flightId: string, seats: string[], admin = false) =>
  call<ChangeQuote>(
    t.app,
    'GET',
    `${base(admin)}/${id}/change-quote?flightId=${flightId}&seatNumbers=${seats.join(',')}`,
    {
      token,
    },
  );
export const change = (token: string, id: string, body: object, admin = false) =>
  call<Booking & { quote?: ChangeQuote }>(t.app, 'POST', `${base(admin)}/${id}/change`, { token, body });
export const getBooking = (token: string, id: string) =>
  call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token });

/** Quotes and confirms at once: the change's answer. */
export async function quoteAndChange(
  token: string,
  id: string,
  flightId: string,
  seats: string[],
  admin = false,
) {
  const q = await quote(token, id, flightId, seats, admin);
  if (q.status !== 200) return q as unknown as Awaited<ReturnType<typeof change>>;
  return change(token, id, { quoteId: q.body.data.quoteId, flightId, seatNumbers: seats }, admin);
}

export const cancellationQuote = (token: string, id: string) =>
  call<CancellationQuote>(t.app, 'GET', `/user/bookings/${id}/cancellation-quote`, { token });

/** The airline moves a flight by `byMs`, as an administrator does. */
export const moveFlight = (flight: { id: string; departureAt: Date; arrivalAt: Date }, byMs: number) =>
  call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
    token: adminToken,
    body: {
      departure: { date: new Date(flight.departureAt.getTime() + byMs).toISOString() },
      arrival: { date: new Date(flight.arrivalAt.getTime() + byMs).toISOString() },
    },
  });
