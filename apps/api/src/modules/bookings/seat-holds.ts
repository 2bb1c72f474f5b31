import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingPassengers, bookingSegments, flightClasses, type BookingRow } from '../../db/schema';
import { seatsPerClass } from './seat-counts';

/** A seat is held by one active passenger row, and counted by its class's counter (docs/product.md §14.9). */

/** Releases the seats of bookings: passengers inactive, each class's counter down, in the caller's transaction. */
export async function releaseSeats(tx: Queryable, released: BookingRow[]): Promise<void> {
  if (released.length === 0) return;
  const passengers = await tx
    .update(bookingPassengers)
    .set({ active: false })
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          released.map((b) => b.id),
        ),
        eq(bookingPassengers.active, true),
      ),
    )
    .returning(seatColumns);
  await countSeats(tx, released, passengers, -1);
}

/**
 * Releases one flight's seats of these bookings, their other flights' kept (a flight of a trip
 * cancelled, decision 088); answers the segment each booking flew it as.
 */
export async function releaseFlightSeats(
  tx: Queryable,
  owners: BookingRow[],
  flightId: string,
): Promise<Map<string, number>> {
  if (owners.length === 0) return new Map();
  const passengers = await tx
    .update(bookingPassengers)
    .set({ active: false })
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          owners.map((b) => b.id),
        ),
        eq(bookingPassengers.flightId, flightId),
        eq(bookingPassengers.active, true),
      ),
    )
    .returning(seatColumns);
  await countSeats(tx, owners, passengers, -1);
  return new Map(passengers.map((p) => [p.bookingId, p.segment]));
}

/**
 * A change of a paid trip completed (decision 075): the new booking's seats on the kept flights,
 * which the old booking held until now, are its own.
 */
export async function takeHeldSeats(tx: Queryable, booking: BookingRow): Promise<void> {
  const passengers = await tx
    .update(bookingPassengers)
    .set({ active: true })
    .where(and(eq(bookingPassengers.bookingId, booking.id), eq(bookingPassengers.active, false)))
    .returning(seatColumns);
  await countSeats(tx, [booking], passengers, 1);
}

const seatColumns = {
  bookingId: bookingPassengers.bookingId,
  flightId: bookingPassengers.flightId,
  segment: bookingPassengers.segment,
};

/** Moves each class's counter by `sign` for every seat of these passengers of these bookings. */
async function countSeats(
  tx: Queryable,
  owners: BookingRow[],
  passengers: { bookingId: string; flightId: string | null; segment: number }[],
  sign: 1 | -1,
): Promise<void> {
  const bookingById = new Map(owners.map((b) => [b.id, b]));
  const laterIds = [...new Set(passengers.filter((p) => p.segment > 0).map((p) => p.bookingId))];
  const later = laterIds.length
    ? await tx.select().from(bookingSegments).where(inArray(bookingSegments.bookingId, laterIds))
    : [];
  const classOf = (bookingId: string, segment: number) =>
    segment === 0
      ? bookingById.get(bookingId)!.classType
      : later.find((s) => s.bookingId === bookingId && s.segment === segment)!.classType;
  const counted = seatsPerClass(
    passengers.flatMap(({ bookingId, flightId, segment }) =>
      flightId ? [{ flightId, classType: classOf(bookingId, segment), seats: 1 }] : [],
    ),
  );
  for (const { flightId, classType, seats } of counted) {
    await tx
      .update(flightClasses)
      .set({ bookedSeats: sql`greatest(${flightClasses.bookedSeats} + ${sign * seats}, 0)` })
      .where(and(eq(flightClasses.flightId, flightId), eq(flightClasses.type, classType)));
  }
}
