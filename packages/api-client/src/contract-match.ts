/**
 * Compile-time checks, run by `npm run lint:api` (tsc): the answers described by the OpenAPI
 * document are the contract's types, and the client refuses calls the API does not have.
 */
import type {
  Admin,
  Booking,
  BookingPage,
  BookingStats,
  CapacityData,
  Envelope,
  Flight,
  FlightPage,
  RevenueData,
  SeatsData,
  Tracking,
  User,
} from '@skylark/contract';
import { createApiClient, type Answer } from './index';

/** true when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(value: T): T => value;

export const answersMatchTheContract = [
  same<Same<Answer<'listFlights', 200>, Envelope<FlightPage>>>(true),
  same<Same<Answer<'searchFlights', 200>, Envelope<FlightPage>>>(true),
  same<Same<Answer<'getFlight', 200>, Envelope<Flight>>>(true),
  same<Same<Answer<'listAvailableSeats', 200>, Envelope<SeatsData>>>(true),
  same<Same<Answer<'getUserProfile', 200>, Envelope<User>>>(true),
  same<Same<Answer<'getAdminProfile', 200>, Envelope<Admin>>>(true),
  same<Same<Answer<'createBooking', 201>, Envelope<Booking>>>(true),
  same<Same<Answer<'listOwnBookings', 200>, Envelope<BookingPage>>>(true),
  same<Same<Answer<'trackBooking', 200>, Envelope<Tracking>>>(true),
  same<Same<Answer<'listAdminFlights', 200>, Envelope<FlightPage>>>(true),
  same<Same<Answer<'getBookingStats', 200>, Envelope<BookingStats>>>(true),
  same<Same<Answer<'getRevenue', 200>, Envelope<RevenueData>>>(true),
  same<Same<Answer<'getCapacity', 200>, Envelope<CapacityData>>>(true),
];

/** The Home page's six flights, as a caller of the typed client writes it. */
export async function homeFlightNumbers(client = createApiClient()): Promise<string[]> {
  const { data, error } = await client.GET('/user/flights', { params: { query: { page: 1, limit: 6 } } });
  if (error) throw new Error(error.message);
  return data.data.data.map((flight) => flight.flightNumber);
}

export function callsTheApiDoesNotHave(client = createApiClient()): unknown[] {
  return [
    // @ts-expect-error: no such path
    client.GET('/user/flight'),
    // @ts-expect-error: the list has no `size` parameter
    client.GET('/user/flights', { params: { query: { size: 6 } } }),
    // @ts-expect-error: a booking needs a body
    client.POST('/user/bookings', {}),
    // @ts-expect-error: flights are not deleted by customers
    client.DELETE('/user/flights/{id}', { params: { path: { id: 'x' } } }),
  ];
}
