import type {
  Admin,
  Booking,
  BookingPayment,
  CheckInFlight,
  CheckInState,
  Flight,
  User,
} from '@skylark/contract';

export const sampleUser: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '5551234567',
  status: 'active',
  role: 'user',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-02-06T11:30:00.000Z',
};

export const sampleAdmin: Admin = {
  _id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'admin',
  teamRole: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const sampleBooking: Booking = {
  _id: '11111111-1111-4111-8111-111111111111',
  id: '11111111-1111-4111-8111-111111111111',
  trackingId: 'K7M2X9P4Q8RT',
  customerName: 'Ada Lovelace',
  email: 'ada@example.com',
  flightNumber: 'SK1234',
  specialRequests: null,
  classType: 'ECONOMY',
  totalAmount: 1234.5,
  offer: null,
  listPrice: 1234.5,
  bookingStatus: 'PENDING',
  paymentStatus: 'PENDING',
  createdAt: '2026-03-01T10:00:00.000Z',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2099-05-01T08:00:00.000Z' },
  arrival: { city: 'Dubai, Dubai International (DXB)', date: '2099-05-01T14:00:00.000Z' },
  passengers: [
    {
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 36,
      gender: 'FEMALE',
      seatNumber: '12C',
      mealPreference: 'VEGETARIAN',
      specialAssistance: { wheelchair: true, infant: false, elderly: true },
    },
  ],
  cancellation: null,
  cancelReason: null,
  paymentReportedAt: null,
  scheduleChange: null,
  payment: null,
  refund: null,
  segments: [
    {
      flightId: '22222222-2222-4222-8222-222222222222',
      flightNumber: 'SK1234',
      departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2099-05-01T08:00:00.000Z' },
      arrival: { city: 'Dubai, Dubai International (DXB)', date: '2099-05-01T14:00:00.000Z' },
      classType: 'ECONOMY',
      seatNumbers: ['12C'],
    },
  ],
  userId: {
    _id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  },
  flightId: {
    _id: '22222222-2222-4222-8222-222222222222',
    flightNumber: 'SK1234',
    departure: { city: 'Paris, Charles de Gaulle (CDG)' },
    arrival: { city: 'Dubai, Dubai International (DXB)' },
  },
};

export const sampleFlight: Flight = {
  _id: '22222222-2222-4222-8222-222222222222',
  flightNumber: 'SK1234',
  status: 'SCHEDULED',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2099-05-01T08:00:00.000Z' },
  arrival: { city: 'Dubai, Dubai International (DXB)', date: '2099-05-01T14:00:00.000Z' },
  departureTime: '2099-05-01T08:00:00.000Z',
  availableSeats: 30,
  lowestPrice: 299,
  classTypes: [
    { _id: 'c1', type: 'ECONOMY', price: 299, availableSeats: 24, totalSeats: 24 },
    { _id: 'c2', type: 'BUSINESS', price: 899, availableSeats: 6, totalSeats: 6 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** An invoice awaiting payment, as a booking made with BTC_XPUB and a rate carries it. */
export const samplePayment: BookingPayment = {
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  uri: 'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.01272681&label=K7M2X9P4Q8RT',
  explorerUrl: null,
  amountSats: 1_272_681,
  btcUsdRate: 97_000,
  payBy: '2099-04-30T10:30:00.000Z',
  holdUntil: null,
  status: 'AWAITING',
  receivedSats: 0,
  transactions: [],
  needsDecision: false,
  testNetwork: false,
};

/** The embedded default's demo invoice: an address on the test network, at the demo rate. */
export const demoPayment: BookingPayment = {
  ...samplePayment,
  address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
  uri: 'bitcoin:tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl?amount=0.012345&label=K7M2X9P4Q8RT',
  amountSats: 1_234_500,
  btcUsdRate: 100_000,
  testNetwork: true,
};

/** A confirmed booking's check-in before its window opens: one passenger, an international flight. */
/** One flight of a check-in answer: the sample booking's, not yet open. */
export const sampleCheckInFlight: CheckInFlight = {
  flightId: sampleBooking.flightId!._id,
  flightNumber: sampleBooking.flightNumber,
  classType: 'ECONOMY',
  departure: sampleBooking.departure,
  arrival: sampleBooking.arrival,
  opensAt: '2099-04-30T08:00:00.000Z',
  closesAt: '2099-05-01T07:00:00.000Z',
  window: 'NOT_OPEN',
  international: true,
  gate: null,
  boardingTime: null,
  passengers: [
    {
      passengerId: '7d4f7c1e-0d6a-4a4b-9a57-0f4a2e1c9b10',
      firstName: 'Ada',
      lastName: 'Lovelace',
      seatNumber: '12C',
      boardingPass: null,
    },
  ],
};

/** The check-in answer of the sample booking with these flights, the first on top as the API answers. */
export const checkInStateOf = (...flights: [CheckInFlight, ...CheckInFlight[]]): CheckInState => ({
  bookingId: sampleBooking._id,
  trackingId: sampleBooking.trackingId,
  pnr: sampleBooking.trackingId.slice(0, 7),
  ...flights[0],
  flights,
});

export const sampleCheckIn = checkInStateOf(sampleCheckInFlight);
