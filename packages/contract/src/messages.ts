import { MAX_FLIGHT_HOURS, MAX_PRICE, MAX_YEARS_AHEAD } from './constants';
import { groupThousands } from './format';

/**
 * Every user-facing text of docs/product.md, word for word.
 * Server and web both import from here so a text is written once.
 */
export const MSG = {
  // client-side validation (docs/product.md#5-validation-rules, docs/product.md#8-errors-and-messages)
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (10-11 digits)',
  invalidResetLink: 'Invalid or expired reset link',
  enterPassengerName: 'Please enter passenger name',
  enterDateOfBirth: 'Please enter date of birth',
  selectSeat: 'Please select a seat',
  selectTravelClass: 'Please select a travel class',
  flightNumberPattern: 'Flight number must be 2 letters followed by 3-4 numbers (e.g., MA123)',
  departureInFuture: 'Departure date must be in the future',
  arrivalAfterDeparture: 'Arrival date must be after departure date',
  atLeastOneClass: 'At least one class type is required',
  invalidDate: 'Invalid Date',
  confirmTheNewPassword: 'Please confirm the new password',

  // fallbacks (docs/product.md#8-errors-and-messages)
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  sendResetFailed: 'Failed to send reset email',
  resetFailed: 'Password reset failed',
  fetchProfileFailed: 'Failed to fetch profile',
  loadProfileFailed: 'Failed to load profile',
  createFlightFailed: 'Failed to create flight',
  fetchFlightsFailed: 'Failed to fetch flights',
  updateFlightFailed: 'Failed to update flight',
  deleteFlightFailed: 'Failed to delete flight',
  searchFlightsFailed: 'Failed to search flights',
  fetchFlightDetailsFailed: 'Failed to fetch flight details',
  fetchSeatsFailed: 'Failed to fetch available seats',
  loadSeatsFailed: 'Failed to load available seats',
  createBookingFailed: 'Failed to create booking',
  fetchBookingsFailed: 'Failed to fetch bookings',
  fetchBookingDetailsFailed: 'Failed to fetch booking details',
  fetchBookingFailed: 'Failed to fetch booking',
  cancelBookingFailed: 'Failed to cancel booking',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUserDetailsFailed: 'Failed to fetch user details',
  updateUserStatusFailed: 'Failed to update user status',
  deleteUserFailed: 'Failed to delete user',
  updateBookingStatusFailed: 'Failed to update booking status',
  approveBookingFailed: 'Failed to approve booking',
  rejectBookingFailed: 'Failed to reject booking',
  fetchAnalyticsFailed: 'Failed to fetch analytics',
  fetchBookingAnalyticsFailed: 'Failed to fetch booking analytics',
  fetchRevenueAnalyticsFailed: 'Failed to fetch revenue analytics',
  fetchCapacityAnalyticsFailed: 'Failed to fetch capacity analytics',
  loadAvailableFlightsFailed: 'Failed to load available flights',
  trackingNotFound: 'Booking not found. Please check the ID and try again.',
  confirmPaymentFailed: 'Failed to confirm payment. Please try again.',
  copyAddressFailed: 'Failed to copy address. Please try manually.',
  networkError: 'Network error occurred',
  changePasswordFailed: 'Password change failed',

  // successes (docs/product.md#8-errors-and-messages)
  registrationSuccessful: 'Registration successful!',
  loginSuccessful: 'Login successful!',
  passwordResetSuccessful: 'Password reset successfully',
  adminRegistrationSuccessful: 'Admin registration successful!',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Your profile could not be saved. Please try again.',
  flightCreated: 'Flight created successfully',
  flightUpdated: 'Flight updated successfully',
  flightDeleted: 'Flight deleted successfully',
  bookingCreated: 'Booking created successfully',
  bookingCreatedToast: 'Booking created successfully!',
  bookingCancelled: 'Booking cancelled successfully',
  userStatusUpdated: 'User status updated successfully',
  userDeleted: 'User deleted successfully',
  bookingStatusUpdated: 'Booking status updated successfully',
  bookingApproved: 'Booking approved successfully',
  bookingRejected: 'Booking rejected successfully',
  addressCopied: 'Bitcoin address copied to clipboard!',
  confirmDeleteFlight: 'Are you sure you want to delete this flight?',
  confirmDeleteUser: 'Are you sure you want to delete this user?',

  // server answers of docs/product.md#12-accounts-and-access, docs/product.md#13-flights-and-seats and docs/product.md#14-bookings-and-payment
  emailTaken: 'An account with this email already exists',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  adminRegistrationClosed:
    'Admin registration is closed. Ask an existing administrator to create your account.',
  resetLinkSent: 'If an account exists for that email, a password reset link has been sent.',
  flightHasActiveBookings: 'This flight has active bookings; cancel it instead',
  rejectReason: 'Payment not verified',
} as const;

/** "Refund amount: $12.50" shown after a cancellation (docs/product.md#8-errors-and-messages). */
export const refundAmountText = (formattedAmount: string) => `Refund amount: ${formattedAmount}`;
/** 409 answers of docs/product.md#13-flights-and-seats and docs/product.md#14-bookings-and-payment. */
export const seatsBelowBookedMessage = (booked: number) =>
  `Cannot reduce seats below the ${booked} already booked`;
export const seatTakenMessage = (seat: string) => `Seat ${seat} is no longer available`;
export const notEnoughSeatsMessage = (classType: string) => `Not enough seats left in ${classType}`;

// flights: server rules beyond the spec's four create messages (docs/product.md#13-flights-and-seats)
export const flightMessages = {
  flightNotFound: 'Flight not found',
  flightNumberTaken: 'A flight with this number already exists',
  departureNotAirport: 'Please choose the departure airport from the list',
  arrivalNotAirport: 'Please choose the arrival airport from the list',
  sameAirports: 'Arrival airport must be different from the departure airport',
  pricesNotNegative: 'Prices must be 0 or more',
  priceTooHigh: `Prices must be at most $${groupThousands(MAX_PRICE)}`,
  departureTooFar: `Departure must be within the next ${MAX_YEARS_AHEAD} years`,
  flightTooLong: `A flight may last at most ${MAX_FLIGHT_HOURS} hours`,
  duplicateClassType: 'Each class type can be listed only once',
  flightCancelledReason: 'Flight cancelled by the airline',
  flightChangedRefundedReason:
    'Flight changed significantly by the airline and no other flight taken: refunded in full',
  flightsRetrieved: 'Flights retrieved successfully',
  flightRetrieved: 'Flight retrieved successfully',
  calendarRetrieved: 'Fare calendar retrieved successfully',
  manifestRetrieved: 'Manifest retrieved successfully',
  seatsRetrieved: 'Available seats retrieved successfully',
} as const;
/** Seat counts per class: 0 up to the class maximum (docs/product.md#5-validation-rules). */
export const seatsRangeMessage = (classType: string, max: number) =>
  `${classType} seats must be between 0 and ${max}`;
export const classNotOnFlightMessage = (classType: string) => `This flight has no ${classType} class`;

// bookings: server answers beyond the spec's texts (docs/product.md#14-bookings-and-payment)
export const bookingMessages = {
  bookingNotFound: 'Booking not found',
  bookingsRetrieved: 'Bookings retrieved successfully',
  bookingRetrieved: 'Booking retrieved successfully',
  bookingTracked: 'Booking found',
  paymentAddressesRetrieved: 'Payment addresses retrieved successfully',
  flightNotBookable: 'This flight can no longer be booked',
  flightDeparted: 'This flight has already departed',
  alreadyCancelled: 'This booking is already cancelled',
  notPending: 'Only a pending booking can be approved or rejected',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking request',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  countsMismatch: 'Each passenger needs one seat, one meal preference and one special-assistance entry',
  duplicateSeat: 'Each seat can be chosen only once',
  customerCancelledReason: 'Cancelled by the customer',
  paymentReportRecorded: 'Payment report recorded',
  paymentReportNotPending: 'Only a pending booking can report a payment',
  documentsNotConfirmed: 'The e-ticket and calendar entry are available once the booking is confirmed',
} as const;

/** The payment report and the payment page of a booking that needs no payment (docs/product.md#143-paying-for-a-booking). */
export const paymentMessages = {
  paymentReported: 'Payment reported — awaiting verification',
  paymentReportedDetail: 'We will e-mail you once an administrator has verified your payment.',
  receivingAddress: 'Receiving address',
  viewOnExplorer: 'View on block explorer',
  viewBooking: 'View Booking Details',
  paymentReportedAt: 'Payment reported',
} as const;
export const noPaymentDueMessage = (status: string) => `This booking is ${status}; no payment is due.`;
export const paymentReportedOnMessage = (when: string) => `You reported your payment on ${when}.`;
export const seatNotInClassMessage = (seat: string, classType: string) =>
  `Seat ${seat} is not a ${classType} seat on this flight`;

/** The travel documents of a confirmed booking (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const documentMessages = {
  title: 'Travel documents',
  detail:
    'Your e-ticket has one page per passenger (boarding passes come with online check-in); the calendar entry adds the flight to your calendar.',
  ticket: 'Download e-ticket (PDF)',
  calendar: 'Add to calendar (.ics)',
  failed: 'The document could not be downloaded',
} as const;

/** The notice of a booking whose flight the airline rescheduled (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const scheduleMessages = {
  title: 'Schedule changed',
  detail: 'The airline has changed the times of this flight. Your booking stays on the new times.',
  departure: 'Departure',
  arrival: 'Arrival',
  was: 'was',
} as const;

/** Screen texts of the flight screens (docs/product.md#23-visitor-and-customer-screens, docs/product.md#24-back-office-screens), word for word. */
export const flightScreenMessages = {
  availableFlights: 'Available Flights',
  noFlightsAvailable: 'No Flights Available',
  noFlightsDescription:
    "We don't have any flights scheduled at the moment. Our team is working on adding new flights soon.",
  refreshFlights: 'Refresh Flights',
  contactSupport: 'Contact Support',
  viewDetails: 'View Details',
  selectTravelClass: 'Select Travel Class',
  bookNow: 'Book Now',
  backToFlights: 'Back to Flights',
  flightNotFound: 'Flight not found',
  flightManagement: 'Flight Management',
  addFlight: 'Add Flight',
  searchFlightsPlaceholder: 'Search flights...',
  noFlightsFound: 'No flights found',
  editFlight: 'Edit Flight',
  deleteFlight: 'Delete Flight',
  updateFlight: 'Update Flight',
  createNewFlight: 'Create New Flight',
  confirmCancelFlight:
    'Are you sure you want to cancel this flight? Its active bookings will be cancelled and refunded.',
} as const;

/** Flight states, the signed-in home and the list's sort choices, as travellers read them (docs/product.md#131-the-flight-list). */
export const flightStateMessages = {
  cancelledTitle: 'This flight has been cancelled',
  cancelledBody: 'It is no longer open for booking. Please choose another flight.',
  delayedTitle: 'This flight is delayed',
  delayedBody: 'The departure and arrival times shown are the new times.',
  findFlights: 'Find Flights',
  myBookings: 'My Bookings',
  sortBy: 'Sort by',
} as const;
export const FLIGHT_SORT_LABELS = {
  date: 'Departure date',
  price: 'Lowest price',
  duration: 'Shortest duration',
} as const;
// booking form and group bookings (docs/product.md#142-group-bookings-and-the-seat-map)
export const bookingScreenMessages = {
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  loginToBook: 'Please log in to book this flight. You will come back to it after logging in.',
  loginToContinue: 'Please log in to continue.',
  bookingOutcomeUnknown:
    'We could not reach Skylark, so we cannot tell whether your booking was made. Press Confirm Booking again: the same booking is never made twice.',
  alreadyBooked: 'You have booked this flight',
  viewBooking: 'View Booking',
  bookAgain: 'Book Again',
  addPassenger: 'Add Passenger',
  removePassenger: 'Remove passenger',
  specialRequests: 'Special Requests',
  tooManyPassengers: 'A booking holds at most 9 passengers',
} as const;
export const passengerTitle = (n: number) => `Passenger ${n}`;
export const seatMapMessages = {
  title: 'Seat Map',
  help: 'Use the arrow keys to move between seats, and Enter or Space to choose one. Each passenger gets the next seat you choose; choose a seat again to free it.',
  legendFree: 'Free',
  legendTaken: 'Taken',
  legendChosen: 'Chosen',
  everyoneSeated: 'Every passenger has a seat. Choose one of their seats again to free it.',
} as const;
export const seatPositionLabel = (letter: string) =>
  letter === 'A' || letter === 'F' ? 'window' : letter === 'C' || letter === 'D' ? 'aisle' : 'middle';
export const seatLabel = (seat: string, state: 'available' | 'taken' | { passenger: number }) =>
  `Seat ${seat}, ${seatPositionLabel(seat.slice(-1))}, ${
    typeof state === 'string' ? state : `chosen for Passenger ${state.passenger}`
  }`;
export const seatChosenMessage = (seat: string, passenger: number) =>
  `Seat ${seat} chosen for Passenger ${passenger}`;
export const seatFreedMessage = (seat: string) => `Seat ${seat} freed`;
export const seatJustTakenMessage = (seat: string) =>
  `Seat ${seat} was just taken by another traveller; please choose another`;

export * from './back-office-messages';

/** Infants on a lap (docs/product.md#1410-passenger-types-and-infants-on-a-lap). */
export const lapInfantScreenMessages = {
  title: 'Infants on a lap',
  noSeat: 'on a lap, no seat',
  travellingWith: 'Travels with',
  addInfant: 'Add infant on a lap',
} as const;
