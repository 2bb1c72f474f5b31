// The customer page's texts, apart from its schemas: the Track screen shows one of them.

/** The customer page's texts. */
export const customerMessages = {
  overviewRetrieved: 'Customer retrieved successfully',
  bookedForCustomer: 'Booking created for the customer',
  cancelledForCustomer: 'Booking cancelled for the customer',
  customerBlocked: 'This customer is blocked; unblock them before booking for them',
  pageTitle: 'Customer',
  profile: 'Profile',
  bookings: 'Bookings',
  noBookings: 'No bookings yet',
  messages: 'Messages',
  noMessages: 'No messages from this customer',
  newsletter: 'Newsletter',
  notSubscribed: 'Not subscribed',
  activity: 'Activity',
  noActivity: 'No recorded activity',
  bookForCustomer: 'Book for Customer',
  chooseFlight: 'Flight',
  chooseClass: 'Class',
  continueToPassengers: 'Continue',
  bookingTitle: 'New booking',
  cancelForCustomer: 'Cancel for Customer',
  confirmCancel: (refund: string) =>
    `Cancel this booking on the customer's behalf? They are refunded ${refund} and e-mailed.`,
  bookedBy: 'Booked by',
  openCustomer: (name: string) => `Open customer ${name}`,
  newestOnly: (limit: number) => `The newest ${limit} are shown.`,
} as const;
