import {
  BOOKING_STATUSES,
  CLASS_TYPES,
  FLIGHT_STATUSES,
  GENDERS,
  MEAL_PREFERENCES,
  PAYMENT_STATUSES,
  type LapInfant,
  LANGUAGES,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, users } from './account-schema';
import { createdAt, id, updatedAt } from './columns';
import { invoiceColumns } from './invoice-columns';

/** Flights with their classes, and bookings with their passengers. */
export const flights = pgTable(
  'flights',
  {
    id: id(),
    flightNumber: text('flight_number').notNull(),
    departureCity: text('departure_city').notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalCity: text('arrival_city').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: FLIGHT_STATUSES }).notNull().default('SCHEDULED'),
    /** lowest class price, kept in step with flight_classes so the price sort can use an index */
    lowestPriceCents: integer('lowest_price_cents').notNull().default(0),
    /** the boarding gate and time an administrator set (docs/product.md#146-online-check-in-and-boarding-passes) */
    gate: text('gate'),
    boardingAt: timestamp('boarding_at', { withTimezone: true }),
    /** the most extra bags the flight sells, null for no cap (docs/product.md#1419-paid-bags) */
    bagCap: integer('bag_cap'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one flight number per UTC departure day (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk): a weekly series repeats it
    uniqueIndex('flights_flight_number_day_key').on(
      t.flightNumber,
      sql`((${t.departureAt} AT TIME ZONE 'UTC')::date)`,
    ),
    index('flights_departure_at_idx').on(t.departureAt, t.id),
    index('flights_lowest_price_idx').on(t.lowestPriceCents, t.departureAt),
    // case-insensitive substring search on cities (docs/product.md#13-flights-and-seats) stays indexed with pg_trgm
    index('flights_departure_city_trgm_idx').using('gin', t.departureCity.op('gin_trgm_ops')),
    index('flights_arrival_city_trgm_idx').using('gin', t.arrivalCity.op('gin_trgm_ops')),
    // the Flight Management search box matches flight numbers by substring too
    index('flights_flight_number_trgm_idx').using('gin', t.flightNumber.op('gin_trgm_ops')),
    check('flights_arrival_after_departure', sql`${t.arrivalAt} > ${t.departureAt}`),
    check('flights_bag_cap_check', sql`${t.bagCap} >= 0`),
  ],
);

/**
 * Flights per UTC departure day, kept by statement triggers on flights (migration 0003),
 * so the customer list counts "not departed yet" from a few hundred rows, not 100,000.
 */
export const flightDayCounts = pgTable('flight_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  flights: integer('flights').notNull(),
});

export const flightClasses = pgTable(
  'flight_classes',
  {
    id: id(),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CLASS_TYPES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** seats for sale */
    capacity: integer('capacity').notNull(),
    /** seats held by active (PENDING or CONFIRMED) bookings */
    bookedSeats: integer('booked_seats').notNull().default(0),
  },
  (t) => [
    uniqueIndex('flight_classes_flight_type_key').on(t.flightId, t.type),
    check('flight_classes_price_check', sql`${t.priceCents} >= 0`),
    // The database itself refuses to sell more seats than a class has.
    check('flight_classes_seats_check', sql`${t.bookedSeats} >= 0 and ${t.bookedSeats} <= ${t.capacity}`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    trackingId: text('tracking_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // its flights, the first included, are rows of booking_segments (docs/product.md#149-return-trips-and-multi-city)
    // snapshot of the customer
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    offer: jsonb('offer').$type<{ name: string; listPriceCents: number }>(), // docs/product.md#141-offers
    bookingStatus: text('booking_status', { enum: BOOKING_STATUSES }).notNull().default('PENDING'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundAmountCents: integer('refund_amount_cents'),
    cancellationReason: text('cancellation_reason'),
    specialRequests: text('special_requests'),
    paymentReportedAt: timestamp('payment_reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...invoiceColumns(),
    /** the administrator who booked at the desk for the customer; null when the customer booked */
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** infants under 2 on a passenger's lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap) */
    lapInfants: jsonb('lap_infants').$type<LapInfant[]>(),
    /** the language it was made in: its e-mails' and documents' when it has no account (docs/product.md#1418-languages-of-e-mails-and-documents) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('bookings_tracking_id_key').on(t.trackingId),
    // the PNR, the tracking ID's first 7 characters, names one booking (decision 087)
    uniqueIndex('bookings_pnr_key').on(sql`left(${t.trackingId}, 7)`),
    // the expiry sweep: pending bookings by pay-by time
    index('bookings_pending_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.bookingStatus} = 'PENDING' and ${t.payBy} is not null`),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    // the caps on unpaid passengers: an account's unpaid bookings, however many it made before
    index('bookings_unpaid_user_idx')
      .on(t.userId)
      .where(sql`${t.bookingStatus} = 'PENDING' and ${t.paymentReceivedAt} is null`),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.bookingStatus, t.createdAt),
    check('bookings_language_check', sql`${t.language} in ('en', 'es', 'fr', 'ar')`),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    seatNumber: text('seat_number').notNull(),
    mealPreference: text('meal_preference', { enum: MEAL_PREFERENCES }).notNull(),
    wheelchair: boolean('wheelchair').notNull().default(false),
    infant: boolean('infant').notNull().default(false),
    elderly: boolean('elderly').notNull().default(false),
    /** IATA service codes on this flight (docs/product.md#1413-service-requests): the spec's meal and flags mapped, and those asked for */
    serviceCodes: text('service_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** true while the booking is PENDING or CONFIRMED: the seat is held */
    active: boolean('active').notNull().default(true),
    /** 0 for the booking's first flight, 1–3 for its later segments (docs/product.md#149-return-trips-and-multi-city) */
    segment: smallint('segment').notNull().default(0),
    /** the passenger's place in the request, the same on every segment */
    passengerIndex: smallint('passenger_index').notNull().default(0),
    /** what this passenger was charged for this flight, and the offer that priced it: a CHARGE on the ledger */
    fareCents: integer('fare_cents'),
    fareOffer: text('fare_offer'),
    /** checked bags bought beyond the fare brand's (0–3), each charged bag_cents on the ledger (docs/product.md#1419-paid-bags) */
    extraBags: smallint('extra_bags').notNull().default(0),
    bagCents: integer('bag_cents'),
    /**
     * the change awaiting its payment that holds this seat (decision 086): not yet the booking's
     * passenger; references flight_changes (migration 0036)
     */
    changeId: uuid('change_id'),
  },
  (t) => [
    index('booking_passengers_booking_idx').on(t.bookingId),
    // The seat guarantee (docs/product.md#14-bookings-and-payment): one active booking per flight seat.
    uniqueIndex('booking_passengers_active_seat_key')
      .on(t.flightId, t.seatNumber)
      .where(sql`${t.active}`),
    check('booking_passengers_extra_bags_check', sql`${t.extraBags} between 0 and 3`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type FlightRow = typeof flights.$inferSelect;
export type FlightClassRow = typeof flightClasses.$inferSelect;
/** The booking row itself; its flights are rows of booking_segments (`BookingRow` in first-flight.ts). */
export type BookingRecord = typeof bookings.$inferSelect;
export type PassengerRow = typeof bookingPassengers.$inferSelect;
