/** The search box and the results (docs/product.md#131-the-flight-list). */
export const searchMessages = {
  returnDateRequired: 'Choose a return date',
  soldOut: 'Sold out',
  bookingsClosedTitle: 'Bookings have closed',
  soldOutDetail: 'Every seat on this flight is taken for your party.',
} as const;
