import { MSG, trackingMessages } from '@skylark/contract';

/** Track Your Booking; the spec's texts come from the contract. */
export default {
  title: 'Track Your Booking',
  intro: trackingMessages.intro as string,
  pnrIntro: trackingMessages.pnrIntro as string,
  trackingId: 'Tracking ID',
  trackingIdPlaceholder: 'Enter your tracking ID',
  track: 'Track',
  searching: 'Searching...',
  passengerLastNameLabel: trackingMessages.passengerLastNameLabel as string,
  passengerLastNameHint: trackingMessages.passengerLastNameHint as string,
  notFoundTitle: 'Booking not found',
  notFound: MSG.trackingNotFound as string,
  result: 'Tracking result',
  limitedNote: trackingMessages.limitedNote as string,
  lastNameLabel: trackingMessages.lastNameLabel as string,
  lastNameNotMatched: trackingMessages.lastNameNotMatched as string,
  showFullBooking: trackingMessages.showFullBooking as string,
};
