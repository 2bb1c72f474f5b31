// The constants and words of trips of several flights, without schemas: the flight list imports them
// on arrival (docs/product.md#149-return-trips-and-multi-city)

export const MAX_SEGMENTS = 4;
/** A connection: the next flight departs this long after the previous one lands, at least. */
export const MIN_CONNECTION_MINUTES = 60;

export const segmentMessages = {
  segmentsWithFlight: 'Send either segments or flightId, classType and seatNumbers, not both',
  notConnected: (n: number) =>
    `Flight ${n} must depart from the airport where flight ${n - 1} arrives, at least ${MIN_CONNECTION_MINUTES} minutes after it lands`,
  sameFlightTwice: 'A flight can be in a booking only once',
} as const;

/** The words of choosing a return flight on the flight list and the flight page (docs/product.md#149-return-trips-and-multi-city). */
export const segmentScreenMessages = {
  addReturn: 'Add a return flight',
  chooseReturn:
    'Choose your return flight: each one that connects to your outbound flight can be added to the same booking.',
  chooseAsReturn: 'Choose as return',
  doesNotConnect: `Does not connect: a return leaves from where you land, at least ${MIN_CONNECTION_MINUTES} minutes later`,
  legDoesNotConnect: `Does not connect: this flight must leave from where the flight before it lands, at least ${MIN_CONNECTION_MINUTES} minutes after it lands`,
  yourTrip: 'Your trip',
  chooseLeg: (n: number) => `Choose flight ${n}`,
  change: 'Change',
  toCheckout: 'Continue to booking',
} as const;
