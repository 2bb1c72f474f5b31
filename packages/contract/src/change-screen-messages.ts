import { FREE_MOVE_DAYS } from './fare-rules';
/* Texts without schemas, so that a page can show them without loading zod (apps/web/vite.config.ts). */

export const changeScreenMessages = {
  changeFlight: 'Change flight',
  moveFree: 'Move to another flight free of charge',
  acceptTimes: 'Accept the new times',
  cancelFull: 'Cancel with the full amount back',
  scheduleChoices: 'The airline changed your flight by more than an hour. You may:',
  flightCancelledChoice:
    'Your flight was cancelled. Instead of the refund, you may move to another flight of the route free of charge while seats last.',
  chooseFlight: 'Choose a flight',
  chooseLeg: 'Which flight of your trip?',
  chooseSeats: 'Choose a seat for each passenger',
  noFlights: 'No other flight of this route has seats in your class.',
  fareDifference: 'Fare difference',
  newFare: 'New fare',
  newInvoice:
    'A second invoice of this booking opens for this amount; your current flight and seats stay booked until it is paid.',
  unpaidInvoice:
    'Your booking moves to the new flight at once, and its invoice asks for this amount by the same pay-by time.',
  changeFee: 'Change fee',
  amountDue: 'To pay',
  refund: 'Money back',
  free: 'Free of charge',
  confirmChange: 'Confirm change',
  payDifference: 'Pay the difference',
  pendingChange: 'Change awaiting payment',
  changes: 'Changes of flight',
  changeLapsed: 'Not paid in time: the booking kept its flight',
  changeDone: 'Done',
  payBy: 'Pay by',
  changedTo: 'Changed to booking',
  changedFrom: 'Changed from booking',
} as const;

/** The answers of a change of flight. */
export const changeMessages = {
  optionsRetrieved: 'Flights you can change to retrieved',
  quoteCreated: 'Change quote created',
  quoteChanged: 'The change quote has expired or changed; here is the new one',
  changed: 'Your booking has been moved to the new flight',
  changeAwaitingPayment:
    'Pay the difference to complete the change; your current flight stays booked until then',
  changedUnpaid: 'Your booking has been moved to the new flight: pay for it by the time shown',
  scheduleAccepted: 'New flight times accepted',
  changeClosed: 'Changes to this booking are closed: the flight departs too soon or has departed',
  paymentUnderReview:
    'A payment for this booking has been reported or seen: it can be changed once the payment is confirmed',
  noSuchSegment: 'This booking has no such flight',
  changeAwaitsItsPayment: 'This change awaits its payment: pay it, or change the booking it replaces',
  changePending: 'A change of this booking is awaiting payment',
  noFreeMove: 'This booking is not offered a move free of charge',
  keptSeatsTaken:
    'Your seats on the other flights of your trip have been taken since the cancellation: keep the refund, or contact us',
  noScheduleChange: 'The times of this flight have not changed by more than 60 minutes',
  notSameRoute: 'Choose a flight of the same route, in the same class',
  sameFlight: 'The booking is already on this flight',
  outsideFreeMoveDays: `Choose a flight within ${FREE_MOVE_DAYS} days of the one booked`,
  seatCount: 'Choose one seat for each passenger',
  refundSent: 'The refund of this booking has already been sent; book a new flight instead',
  replacedBookingCancelled: 'The booking this change was to replace was cancelled',
} as const;
