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

/** Each operation's success status and the contract type of its `data`. */
interface ContractAnswers {
  listFlights: [200, FlightPage];
  searchFlights: [200, FlightPage];
  getFlight: [200, Flight];
  listAvailableSeats: [200, SeatsData];
  getUserProfile: [200, User];
  getAdminProfile: [200, Admin];
  createBooking: [201, Booking];
  listOwnBookings: [200, BookingPage];
  trackBooking: [200, Tracking];
  listAdminFlights: [200, FlightPage];
  getBookingStats: [200, BookingStats];
  getRevenue: [200, RevenueData];
  getCapacity: [200, CapacityData];
}

/** The operations whose documented answer is not the contract's wrapper around its type. */
type Mismatched = {
  [Id in keyof ContractAnswers]: Same<
    Answer<Id, ContractAnswers[Id][0]>,
    Envelope<ContractAnswers[Id][1]>
  > extends true
    ? never
    : Id;
}[keyof ContractAnswers];

/** Fails to compile, naming the operations, when a documented answer drifts from the contract. */
export const answersMatchTheContract: [Mismatched] extends [never] ? true : Mismatched = true;

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
