import { randomBytes } from 'node:crypto';
import type { ClassType } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingPassengers, bookings, flightClasses, flights } from '../../db/schema';

export interface DirectBookingInput {
  flightId: string;
  classType: ClassType;
  seats: string[];
  bookingStatus?: 'PENDING' | 'CONFIRMED';
  paymentStatus?: 'PENDING' | 'CONFIRMED';
  totalAmountCents?: number;
  email?: string;
  userId?: string | null;
}

/**
 * Test-only: a booking with one active passenger per seat written straight into the
 * tables (booked_seats raised too), so the flight rules can be tested without the
 * bookings module.
 */
export async function insertBooking(db: Queryable, input: DirectBookingInput) {
  const [flight] = await db.select().from(flights).where(eq(flights.id, input.flightId));
  if (!flight) throw new Error('no such flight');
  const [booking] = await db
    .insert(bookings)
    .values({
      trackingId: randomBytes(6).toString('hex').toUpperCase(),
      userId: input.userId ?? null,
      flightId: flight.id,
      flightNumber: flight.flightNumber,
      classType: input.classType,
      departureCity: flight.departureCity,
      departureAt: flight.departureAt,
      arrivalCity: flight.arrivalCity,
      arrivalAt: flight.arrivalAt,
      customerName: 'Test Passenger',
      email: input.email ?? `owner-${randomBytes(4).toString('hex')}@example.com`,
      totalAmountCents: input.totalAmountCents ?? 29_900,
      bookingStatus: input.bookingStatus ?? 'CONFIRMED',
      paymentStatus: input.paymentStatus ?? 'CONFIRMED',
    })
    .returning();
  await db.insert(bookingPassengers).values(
    input.seats.map((seatNumber) => ({
      bookingId: booking!.id,
      flightId: flight.id,
      firstName: 'Test',
      lastName: 'Passenger',
      age: 30,
      gender: 'FEMALE' as const,
      seatNumber,
      mealPreference: 'REGULAR' as const,
    })),
  );
  await db
    .update(flightClasses)
    .set({ bookedSeats: sql`${flightClasses.bookedSeats} + ${input.seats.length}` })
    .where(sql`${flightClasses.flightId} = ${flight.id} and ${flightClasses.type} = ${input.classType}`);
  return booking!;
}
