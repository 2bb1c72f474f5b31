/**
 * A compile-time check, run by `npm run lint:api` (tsc): the answers the OpenAPI document describes
 * are the contract's types. `./generated.ts` is written by lint:api from the live document.
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
import type { operations } from './generated';

/** The JSON answer of one operation for one status, e.g. `Answer<'listFlights', 200>`. */
type Answer<Id extends keyof operations, Status extends number> =
  operations[Id]['responses'] extends Record<Status, { content: { 'application/json': infer Body } }>
    ? Body
    : never;

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
