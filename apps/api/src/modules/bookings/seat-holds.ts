import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingPassengers, bookingSegments, flightClasses } from '../../db/schema';
import { seatsPerClass } from './seat-counts';

/** A seat is held by one active passenger row, and counted by its class's counter (docs/product.md#149-return-trips-and-multi-city). */

/** Releases the seats of bookings: passengers inactive, each class's counter down, in the caller's transaction. */
export async function releaseSeats(tx: Queryable, released: { id: string }[]): Promise<void> {
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
  await countSeats(tx, passengers, -1);
}

/**
 * Releases one flight's seats of these bookings, their other flights' kept (a flight of a trip
 * cancelled, decision 088); answers the segment each booking flew it as.
 */
export async function releaseFlightSeats(
  tx: Queryable,
  owners: { id: string }[],
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
  await countSeats(tx, passengers, -1);
  return new Map(passengers.map((p) => [p.bookingId, p.segment]));
}

/**
 * A change of a paid trip completed (decision 075): the new booking's seats on the kept flights,
 * which the old booking held until now, are its own.
 */
export async function takeHeldSeats(tx: Queryable, booking: { id: string }): Promise<void> {
  const passengers = await tx
    .update(bookingPassengers)
    .set({ active: true })
    .where(and(eq(bookingPassengers.bookingId, booking.id), eq(bookingPassengers.active, false)))
    .returning(seatColumns);
  await countSeats(tx, passengers, 1);
}

const seatColumns = {
  bookingId: bookingPassengers.bookingId,
  flightId: bookingPassengers.flightId,
  segment: bookingPassengers.segment,
};

/** Moves each class's counter by `sign` for every seat of these passengers. */
async function countSeats(
  tx: Queryable,
  passengers: { bookingId: string; flightId: string | null; segment: number }[],
  sign: 1 | -1,
): Promise<void> {
  // each flight's class is its segment row's, the first flight's as any other (decision 091)
  const ids = [...new Set(passengers.map((p) => p.bookingId))];
  const segments = ids.length
    ? await tx.select().from(bookingSegments).where(inArray(bookingSegments.bookingId, ids))
    : [];
  const classOf = (bookingId: string, segment: number) =>
    segments.find((s) => s.bookingId === bookingId && s.segment === segment)!.classType;
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
