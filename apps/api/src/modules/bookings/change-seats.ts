import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingPassengers,
  bookingSegments,
  flightClasses,
  type BookingRow,
  type FlightChangeRow,
  type PassengerRow,
} from '../../db/schema';
import { soldOut } from './booking-insert';

/** The seats a change of flight holds, counts and frees (decision 086). */

/** The class of a booking's flight `segment`, as its segment row keeps it (decision 091). */
export async function classOf(tx: Queryable, row: { id: string }, segment: number) {
  const [seg] = await tx
    .select({ classType: bookingSegments.classType })
    .from(bookingSegments)
    .where(and(eq(bookingSegments.bookingId, row.id), eq(bookingSegments.segment, segment)));
  return seg!.classType;
}

/** Moves a class's counter by `seats` (negative frees them); a class without the seats is a 409. */
export async function countClass(
  tx: Queryable,
  flightId: string | null,
  classType: BookingRow['classType'],
  seats: number,
): Promise<void> {
  if (!flightId || seats === 0) return;
  try {
    await tx
      .update(flightClasses)
      .set({ bookedSeats: sql`greatest(${flightClasses.bookedSeats} + ${seats}, 0)` })
      .where(and(eq(flightClasses.flightId, flightId), eq(flightClasses.type, classType)));
  } catch (error) {
    throw soldOut(error, [{ flightId, classType, seats }]);
  }
}

/**
 * Holds a change's new seats while its difference waits to be paid: passenger rows of the change,
 * active, so that each seat still has one holder, and counted by the new flight's class.
 */
export async function holdChangeSeats(
  tx: Queryable,
  change: FlightChangeRow,
  passengers: PassengerRow[],
  classType: BookingRow['classType'],
): Promise<void> {
  await tx.insert(bookingPassengers).values(
    passengers.map((p, i) => ({
      ...p,
      id: undefined,
      flightId: change.toFlightId,
      seatNumber: change.seatNumbers[i]!,
      active: true,
      fareCents: null,
      fareOffer: null,
      changeId: change.id,
    })),
  );
  await countClass(tx, change.toFlightId, classType, passengers.length);
}

/** Frees the seats a change held, if any. */
export async function freeHeldSeats(
  tx: Queryable,
  change: FlightChangeRow,
  classType: BookingRow['classType'],
) {
  const freed = await tx
    .delete(bookingPassengers)
    .where(eq(bookingPassengers.changeId, change.id))
    .returning({ id: bookingPassengers.id });
  await countClass(tx, change.toFlightId, classType, -freed.length);
}
