import { bagMessages, notEnoughSeatsMessage } from '@skylark/contract';
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingLedger, bookingPassengers, bookingSegments, bookings } from '../../db/schema';
import { conflict, isPgError, pgErrorOf } from '../../lib/errors';
import type { ClassSeats } from './seat-counts';
import { bookingWrite, type BookingDraft, type BookingWrite, type InsertedBooking } from './booking-drafts';

const columnNames = new WeakMap<Table, [key: string, name: string][]>();

/**
 * A row under its column names, for jsonb_populate_record. A null is left out: a missing key is
 * NULL there too, and the call is that much shorter.
 */
function columnsOf<T extends Table>(table: T, row: T['$inferSelect']): Record<string, unknown> {
  let names = columnNames.get(table);
  if (!names) {
    names = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]);
    columnNames.set(table, names);
  }
  const record: Record<string, unknown> = {};
  for (const [key, name] of names) if (row[key] != null) record[name] = row[key];
  return record;
}

/** The four arguments of insert_bookings, as JSON. */
export function insertArguments({ inserted, counters }: BookingWrite) {
  return {
    segments: JSON.stringify(inserted.flatMap((i) => i.segments.map((s) => columnsOf(bookingSegments, s)))),
    bookings: JSON.stringify(inserted.map((i) => columnsOf(bookings, i.booking))),
    passengers: JSON.stringify(
      inserted.flatMap((i) => i.passengers.map((p) => columnsOf(bookingPassengers, p))),
    ),
    counters: JSON.stringify(
      counters.map((c) => ({ flight_id: c.flightId, class_type: c.classType, seats: c.seats })),
    ),
  };
}

/** The check constraint that keeps a class's booked seats within its capacity. */
const SEATS_CHECK = 'flight_classes_seats_check';

/** Raised by bags_within_cap (`db/functions/bags_within_cap.sql`): a flight's bags past its cap. */
export const BAGS_SOLD_OUT = 'SKY04';

/** A class without the seats asked for, or a flight without the bags, is a 409; any other error is passed on. */
export function soldOut(error: unknown, counters: ClassSeats[]): unknown {
  if (isPgError(error, BAGS_SOLD_OUT)) return conflict(bagMessages.soldOut, 'BAGS_SOLD_OUT');
  if (!isPgError(error, '23514', SEATS_CHECK)) return error;
  // the failing class row names its flight and class; a booking of several flights names that one
  const detail = pgErrorOf(error)?.detail ?? '';
  const full =
    counters.find((c) => detail.includes(c.flightId) && detail.includes(c.classType)) ?? counters[0]!;
  return conflict(notEnoughSeatsMessage(full.classType), 'SEATS_SOLD_OUT');
}

const BATCH = 500;

/**
 * The one way bookings are written (the booking request, the demo seed and the test factories):
 * insert_bookings (`db/functions/insert_bookings.sql`), in one round trip per 500 bookings. A class without the seats
 * is a 409; a seat held twice is refused by the partial unique index (flight, seat) WHERE active.
 */
export async function insertBookings(db: Queryable, drafts: BookingDraft[]): Promise<InsertedBooking[]> {
  const out: InsertedBooking[] = [];
  for (let i = 0; i < drafts.length; i += BATCH) {
    const write = bookingWrite(drafts.slice(i, i + BATCH));
    const args = insertArguments(write);
    try {
      await db.execute(
        sql`select insert_bookings(${args.bookings}::jsonb, ${args.passengers}::jsonb, ${args.counters}::jsonb, ${args.segments}::jsonb)`,
      );
    } catch (error) {
      throw soldOut(error, write.counters);
    }
    const attested = write.inserted.flatMap(({ booking }, j) => {
      const d = drafts[i + j]!;
      return d.paymentStatus === 'CONFIRMED' && !d.carriesPayment && booking.totalAmountCents > 0
        ? [
            {
              bookingId: booking.id,
              kind: 'PAYMENT_ATTESTED' as const,
              amountCents: booking.totalAmountCents,
            },
          ]
        : [];
    });
    if (attested.length > 0) await db.insert(bookingLedger).values(attested);
    out.push(...write.inserted);
  }
  return out;
}
