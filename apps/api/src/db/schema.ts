// Every table, from the schema files beside this one; drizzle-kit and the app read them from here.
// The side files import what they reference from the file that defines it, never from here, so nothing cycles.
export * from './account-schema';
export * from './core-schema';
export { auditEvents, type AuditEventRow } from './audit-schema';
export { rateCounters, revokedTokens } from './limits-schema';
export { bookingAddresses, paymentAddressCounters } from './payment-schema';
export { contactMessages, contactReplies } from './contact-schema';
export { newsletterSubscribers } from './newsletter-schema';
export { invoicePayments } from './invoice-schema';
export {
  flightCheckInSequences,
  passengerCheckIns,
  voidBoardingPasses,
  walletPassRegistrations,
} from './check-in-schema';
export { cancellationQuotes, refundAddresses, refundPayouts } from './refund-schema';
export { bookingChanges, changeQuotes, flightChanges, type FlightChangeRow } from './change-schema';
export { bookingCancelledSegments, bookingSegments, type BookingSegmentRow } from './segment-schema';
export { bookingLedger, type LedgerRow } from './ledger-schema';
export { eu261Notices, type Eu261NoticeRow } from './eu261-schema';
export { fareBrands, type FareBrandRow } from './fare-brand-schema';
// a booking with its first flight (segment 0); a type only, so drizzle-kit never loads the alias behind it
export type { BookingRow } from './booking-row';
export { bookingNews, bookingNewsSettings, pushSubscriptions, userNewsSettings } from './news-schema';
export { currencyRates } from './currency-schema';
