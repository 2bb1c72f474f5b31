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
