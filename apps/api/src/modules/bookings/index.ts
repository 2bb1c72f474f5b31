/** What other modules, the seed and the test factories use of bookings: reading one, changing its status, and the one write path. */
export { loadBooking } from './booking-view';
export { cancelBookings, cancelFlightBookings, confirmBooking } from './status';
export { insertBookings, type BookedFlight, type BookingDraft } from './insert';
