/** The back office's texts: the weekly series, the team and the booking desk; messages.ts re-exports them. */

/** Weekly series and the administrators' team (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk, docs/product.md#121-roles-and-the-team). */
export const teamMessages = {
  repeatWeekly: 'Repeat weekly',
  repeatOn: 'Repeat on',
  repeatUntil: 'Until',
  duplicate: 'Duplicate',
  seriesCreated: 'Flight series created successfully',
  seriesNoDays: 'Choose at least one weekday',
  seriesNoEnd: 'Choose the last day of the series',
  seriesUntilBeforeDeparture: 'The end date must be on or after the departure date',
  seriesTooLong: 'A series may last at most one year',
  seriesTooMany: 'A series may hold at most 400 flights',
  seriesEmpty: 'No departure falls on the chosen weekdays before the end date',
  seriesConflicts: 'Some flights of the series clash with existing flights; nothing was created',
  newFlight: 'New',
  team: 'Team',
  agentForbidden: 'Your role does not allow this action',
  teamRetrieved: 'Team retrieved',
  memberAdded: 'Team member added',
  roleChanged: 'Role changed',
  memberRemoved: 'Team member removed',
  memberNotFound: 'Team member not found',
  notYourself: 'You cannot change or remove your own account here',
  lastAdmin: 'The team must keep at least one admin',
  addMember: 'Add Member',
  removeMember: 'Remove Member',
  confirmRemoveMember: 'Remove this member from the team? Their account is deleted and they are signed out.',
  teamDescription:
    'Administrators and desk agents: an agent works bookings but cannot change flights, block users or manage the team.',
  temporaryPassword: 'Temporary password',
  temporaryPasswordHint: 'Share it with them in person, never by e-mail.',
  role: 'Role',
  roleAdmin: 'Admin',
  roleAgent: 'Agent',
  lastLogin: 'Last login',
  never: 'Never',
  twoFactorOn: 'Two-factor on',
  twoFactorOff: 'Two-factor off',
  you: 'You',
  teamFailed: 'Could not load the team',
  teamChangeFailed: 'Could not change the team',
  adminsOnlyTitle: 'For administrators',
  adminsOnly: (page: string) =>
    `${page} is for administrators. As a desk agent you work bookings, flights, users and messages; ask an administrator if you need something here.`,
} as const;
export const seriesCountText = (count: number) => `${count} flight${count === 1 ? '' : 's'} will be created`;
export const seriesConflictMessage = (flightNumber: string, day: string) =>
  `${flightNumber} already flies on ${day}`;

// the booking desk (docs/product.md#145-the-booking-desk)
export const deskMessages = {
  bulkDecided: (done: number, failed: number) =>
    `${done} booking${done === 1 ? '' : 's'} decided${failed ? `, ${failed} not` : ''}`,
  searchLabel: 'Search bookings',
  searchPlaceholder: 'Tracking ID (4+ characters), name, e-mail or flight number',
  allBookingsView: 'All bookings',
  pendingView: 'Pending payment',
  waiting: (duration: string) => `waiting ${duration}`,
  paymentReported: (ago: string) => `Payment reported ${ago} ago`,
  paymentNotReported: 'Payment not reported',
  amountColumn: 'Amount',
  rejectTitle: 'Reject this booking?',
  rejectBulkTitle: (n: number) => `Reject ${n} booking${n === 1 ? '' : 's'}?`,
  approveBulkTitle: (n: number) => `Approve ${n} booking${n === 1 ? '' : 's'}?`,
  rejectDescription:
    'The booking is cancelled and its seats are released. The customer is e-mailed that the payment could not be verified.',
  approveBulkDescription: 'Each booking is confirmed as paid and its customer is e-mailed.',
  approveUnreportedTitle: 'Approve without a payment report?',
  approveUnreportedDescription: (trackingId: string) =>
    `The customer of #${trackingId} has not reported a payment. Approve only if you have seen the money arrive: the booking is confirmed as paid and the customer is e-mailed.`,
  approveBulkUnreported: (n: number) =>
    `${n} of them ${n === 1 ? 'has' : 'have'} no payment reported; approve only if you have seen the money arrive.`,
  approveAnyway: 'Approve anyway',
  rejectReasonLabel: 'Reason for the customer (optional)',
  selectBooking: (trackingId: string) => `Select booking ${trackingId}`,
  selectAllOnPage: 'Select all pending bookings on this page',
  selectedCount: (n: number) => `${n} selected`,
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  adminDetailTitle: 'Booking details',
  adminStatusPending: 'Awaiting payment verification: approve once the payment has arrived, or reject it.',
  adminStatusConfirmed: 'Confirmed and paid.',
  adminStatusCancelled: 'Cancelled.',
} as const;

/** Under a flight's date fields: the zone typed in, and the time at the airport (docs/product.md#133-times-and-time-zones). */
export const flightTimeHint = (airportZone: string | null) =>
  airportZone
    ? `Local time at the airport (${airportZone})`
    : 'Local time at the airport: choose the airport first';

/** The back office's exports and the printable manifest (docs/product.md#152-exports-and-the-manifest). */
export const exportMessages = {
  exportCsv: 'Export CSV',
  failed: 'The export could not be downloaded',
  manifest: 'Manifest',
  manifestTitle: 'Passenger manifest',
  print: 'Print',
  noPassengers: 'No passenger holds a seat on this flight yet.',
  manifestLoadFailed: 'The manifest could not be loaded',
} as const;

/** The dashboard's own texts beyond the spec's (docs/product.md#151-the-dashboard). */
export const dashboardMessages = {
  loadFactorsFailed: 'Failed to fetch load factors',
  bookingsCount: 'Bookings made in these days, any status',
  revenueCount: (booked: string) =>
    `Received for bookings made in these days, less refunds. Booked, paid or not (not cancelled): ${booked}`,
  comparedDays: (days: number) => (days === 1 ? 'the day before' : `the ${days} days before`),
  capacityCount: 'Seats booked of seats for sale, flights departing in these days',
  trendCount: (range: string) => `Paid revenue per day of bookings made, ${range}; no point for days to come`,
  classCount: (range: string) => `Bookings made, ${range}`,
  paidByClass: (range: string) => `Paid, less refunds, ${range}`,
  loadFactorsCount: (range: string) => `Flights departing, ${range}: seats booked of seats for sale`,
  noLoadFactors: 'No flights with seats for sale depart in these days.',
} as const;
