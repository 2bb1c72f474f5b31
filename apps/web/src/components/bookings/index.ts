export { assistanceLines, bookingTone, orNA, paymentTone } from './booking-status';
export { BookingStatusBadge } from './booking-status-badge';
export { BookingStatusBanner } from './booking-status-banner';
export { PaymentStatusBanner } from './payment-status-banner';
export { CancellationSection } from './cancellation-section';
export { CustomerSection } from './customer-section';
export { DetailRow } from './detail-row';
export { FlightSection } from './flight-section';
export { PassengerSection } from './passenger-section';
