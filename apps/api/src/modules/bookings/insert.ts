import { type ClassType, type Offer, compareSeatNumbers, notEnoughSeatsMessage } from '@skylark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingPassengers,
  bookings,
  flightClasses,
  type BookingRow,
  type FlightRow,
  type PassengerRow,
} from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { seatsPerClass } from './seat-counts';
import { newTrackingId } from './tracking-id';

/** The flight a booking is made on; the booking keeps a snapshot of it. */
export type BookedFlight = Pick<
  FlightRow,
  'id' | 'flightNumber' | 'departureCity' | 'departureAt' | 'arrivalCity' | 'arrivalAt'
>;

export type PassengerDraft = Omit<
  typeof bookingPassengers.$inferInsert,
  'id' | 'bookingId' | 'flightId' | 'active'
>;

export interface BookingDraft {
  flight: BookedFlight;
  classType: ClassType;
  userId: string | null;
  customerName: string;
  email: string;
  totalAmountCents: number;
  /** the offer applied and the price before it (docs/product.md §18) */
  offer?: Offer | null;
  listPriceCents?: number | null;
  bookingStatus?: 'PENDING' | 'CONFIRMED';
  paymentStatus?: 'PENDING' | 'CONFIRMED';
  createdAt?: Date;
  specialRequests?: string | null;
  /** one per seat */
  passengers: PassengerDraft[];
}

export interface InsertedBooking {
  booking: BookingRow;
  passengers: PassengerRow[];
}

const BATCH = 500;
/** 60 random bits: a clash is all but impossible, but the unique index has the last word */
const TRACKING_ID_ATTEMPTS = 5;

async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/** Inserts the booking rows, each with a fresh tracking ID; a clashing ID is drawn again. */
async function insertBookingRows(db: Queryable, drafts: BookingDraft[]): Promise<BookingRow[]> {
  const rows = new Array<BookingRow | undefined>(drafts.length);
  let waiting = drafts.map((_, i) => i);
  for (let attempt = 0; waiting.length > 0 && attempt < TRACKING_ID_ATTEMPTS; attempt++) {
    const values = waiting.map((i) => {
      const d = drafts[i]!;
      return {
        trackingId: newTrackingId(),
        userId: d.userId,
        flightId: d.flight.id,
        flightNumber: d.flight.flightNumber,
        classType: d.classType,
        departureCity: d.flight.departureCity,
        departureAt: d.flight.departureAt,
        arrivalCity: d.flight.arrivalCity,
        arrivalAt: d.flight.arrivalAt,
        customerName: d.customerName,
        email: d.email,
        totalAmountCents: d.totalAmountCents,
        offer: d.offer ? { name: d.offer, listPriceCents: d.listPriceCents ?? d.totalAmountCents } : null,
        specialRequests: d.specialRequests ?? null,
        bookingStatus: d.bookingStatus ?? 'PENDING',
        paymentStatus: d.paymentStatus ?? 'PENDING',
        ...(d.createdAt ? { createdAt: d.createdAt, updatedAt: d.createdAt } : {}),
      };
    });
    const inserted = await inBatches(values, (batch) =>
      db.insert(bookings).values(batch).onConflictDoNothing({ target: bookings.trackingId }).returning(),
    );
    const byTrackingId = new Map(inserted.map((row) => [row.trackingId, row]));
    waiting.forEach((draftIndex, k) => (rows[draftIndex] = byTrackingId.get(values[k]!.trackingId)));
    waiting = waiting.filter((i) => !rows[i]);
  }
  if (waiting.length > 0) throw new AppError(500, 'Could not allocate a tracking ID');
  return rows as BookingRow[];
}

/**
 * The one way bookings are written (the booking service, the demo seed and the test factories):
 * the bookings with a snapshot of flight and customer, one active passenger per seat, then the
 * classes' seat counters, guarded by capacity. The partial unique index (flight, seat) WHERE
 * active refuses a seat held twice. Passengers go in seat order, so two group bookings wanting
 * the same seats queue instead of deadlocking; the counters go last, so a class row stays
 * locked only until the commit.
 */
export async function insertBookings(db: Queryable, drafts: BookingDraft[]): Promise<InsertedBooking[]> {
  if (drafts.length === 0) return [];
  const rows = await insertBookingRows(db, drafts);
  const passengerRows = drafts.flatMap((d, i) =>
    d.passengers
      .map((p) => ({ ...p, bookingId: rows[i]!.id, flightId: d.flight.id }))
      .sort((a, b) => compareSeatNumbers(a.seatNumber, b.seatNumber)),
  );
  const passengers = await inBatches(passengerRows, (batch) =>
    db.insert(bookingPassengers).values(batch).returning(),
  );

  const sold = seatsPerClass(
    drafts.map((d) => ({ flightId: d.flight.id, classType: d.classType, seats: d.passengers.length })),
  );
  for (const { flightId, classType, seats } of sold) {
    const counted = await db
      .update(flightClasses)
      .set({ bookedSeats: sql`${flightClasses.bookedSeats} + ${seats}` })
      .where(
        and(
          eq(flightClasses.flightId, flightId),
          eq(flightClasses.type, classType),
          sql`${flightClasses.bookedSeats} + ${seats} <= ${flightClasses.capacity}`,
        ),
      )
      .returning({ id: flightClasses.id });
    if (counted.length === 0) throw conflict(notEnoughSeatsMessage(classType));
  }

  const passengersOf = new Map<string, PassengerRow[]>();
  for (const p of passengers) passengersOf.set(p.bookingId, [...(passengersOf.get(p.bookingId) ?? []), p]);
  return rows.map((booking) => ({ booking, passengers: passengersOf.get(booking.id) ?? [] }));
}
