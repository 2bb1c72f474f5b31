/**
 * What other modules, the seed and the test factories use of bookings: reading one, changing its
 * status, the one write path, and booking at the desk for a customer.
 */
export { loadBooking, loadBookings } from './load-bookings';
export { bookingsFlying, cancelBookings, confirmBooking } from './status';
export {
  bookingsOnCancelledFlight,
  cancelFlightBookings,
  refundsOnFlightCancelled,
} from './cancelled-flight';
export { type BookedFlight, type BookingDraft } from './booking-drafts';
export { insertBookings } from './booking-insert';
export { limitBookingRate } from './limits';
export { bookForCustomer } from './on-behalf';
export { idempotencyKeyOf } from './routes';
export { getOwnBooking, ownBooking } from './queries';
export { assertOwnBooking, ownBookingFirst } from './own-booking-first';
export { assignPaymentAddress } from './payment';
export { balanceOf, enterRefundPaid, refundableCents, type Balance } from './ledger';
export { recordFlightDisruption, type Eu261Rates } from './eu261';
export { mailLanguageOf } from './mail-language';
export { bookingsModule } from './plugin';
export { applyChange, lapseChange } from './change-apply';
export { oweAutomaticRefunds } from './automatic-refunds';
