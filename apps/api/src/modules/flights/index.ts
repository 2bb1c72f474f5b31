/** What the seed and the test factories use of flights: the one write path, and a flight with its classes. */
export { insertFlights } from './insert';
export type { FlightWithClasses } from './flight-view';
export { flightsModule } from './plugin';
