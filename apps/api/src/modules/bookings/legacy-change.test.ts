import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingChanges, bookingLedger, bookings } from '../../db/schema';
import { decide, t, useBookingApp } from '../../test/booking-app';
import { createBooking, createFlight, createUser } from '../../test/factories';

/** A change made before decision 086 (a new booking for the old one), still awaiting its payment. */

useBookingApp();

const ledgerOf = async (bookingId: string) =>
  (
    await t.database.db.execute<{ kind: string; cents: number }>(
      sql`select kind, sum(amount_cents)::int as cents from booking_ledger where booking_id = ${bookingId} group by kind`,
    )
  ).rows.reduce<Record<string, number>>((all, r) => ({ ...all, [r.kind]: Number(r.cents) }), {});

describe('a change made before decision 086, approved by an administrator', () => {
  it("replaces the old booking, takes over what it received, and totals the new booking's own charges", async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const from = await createFlight(db, { classes: [{ type: 'ECONOMY', priceCents: 29_900 }] });
    const to = await createFlight(db, { classes: [{ type: 'ECONOMY', priceCents: 49_900 }] });
    const old = await createBooking(db, {
      flightId: from.id,
      classType: 'ECONOMY',
      seats: ['2A'],
      userId: user.id,
      totalAmountCents: 35_000,
    });
    const made = await createBooking(db, {
      flightId: to.id,
      classType: 'ECONOMY',
      seats: ['3A'],
      userId: user.id,
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmountCents: 49_900,
    });
    await db.insert(bookingLedger).values({ bookingId: made.id, kind: 'FEE', amountCents: 7_500 });
    const received = (await ledgerOf(old.id)).PAYMENT_ATTESTED ?? 0;
    // the difference the change asked for, written when the old booking cost $350: the ledger, not
    // the old total plus this, is what the trip is charged
    await db
      .insert(bookingChanges)
      .values({ newBookingId: made.id, oldBookingId: old.id, amountDueCents: 27_500, refundCents: 0 });

    const approved = await decide(made.id, 'approve');
    expect(approved.status).toBe(200);
    // the $499 fare and the $75 fee the new booking is charged, not $350 + $275 = $625
    expect(approved.body.data).toMatchObject({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });
    expect(Math.round(approved.body.data.totalAmount * 100)).toBe(57_400);

    const [gone] = await db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(gone).toMatchObject({ bookingStatus: 'CANCELLED', cancelReason: 'CHANGED' });
    expect(received).toBeGreaterThan(0);
    expect(await ledgerOf(old.id)).toMatchObject({ TRANSFER_OUT: received });
    expect(await ledgerOf(made.id)).toMatchObject({ CHARGE: 49_900, FEE: 7_500, TRANSFER_IN: received });
  });
});
