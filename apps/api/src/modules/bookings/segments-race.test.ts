import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bookingPassengers, flightClasses } from '../../db/schema';
import { customers, raceEverywhere, type RaceContext } from '../../test/booking-race';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';

/**
 * Return trips racing one-way travellers for the last seats of either leg (docs/product.md#149-return-trips-and-multi-city):
 * a return takes both legs or nothing, whatever the number of server processes.
 */

async function held(db: Db, flightId: string) {
  const rows = await db
    .select({ bookingId: bookingPassengers.bookingId })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.flightId, flightId), eq(bookingPassengers.active, true)));
  return rows.map((r) => r.bookingId);
}

async function counter(db: Db, flightId: string) {
  const [row] = await db.select().from(flightClasses).where(eq(flightClasses.flightId, flightId));
  return row!.bookedSeats;
}

function race(ctx: () => RaceContext) {
  it('each leg has 2 seats left: returns and one-ways on either leg, every return whole or absent', async () => {
    const { db, app, send } = ctx();
    // 60 seats, 58 counted as sold: the capacity check decides, every request names its own seats
    const [out, back] = await route(db, [JFK, CDG, JFK], {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 60, bookedSeats: 58 }],
    });
    const tokens = await customers(db, app, 30);
    const seat = (i: number) => `${Math.floor(i / 6) + 1}${'ABCDEF'[i % 6]}`;
    const bodies = tokens.map((_, i) => {
      const kind = i % 3;
      if (kind === 0)
        return segmentsRequest([
          { flightId: out!.id, seats: [seat(i)] },
          { flightId: back!.id, seats: [seat(i)] },
        ]);
      return segmentsRequest([{ flightId: (kind === 1 ? out : back)!.id, seats: [seat(i)] }]);
    });
    const answers = await Promise.all(tokens.map((token, i) => send(i, token, bodies[i]!)));
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ success: false, code: 'SEATS_SOLD_OUT' });
    }
    const made = answers.flatMap((a, i) =>
      a.status === 201 ? [{ i, id: (a.body.data as { id: string }).id }] : [],
    );
    const onOut = await held(db, out!.id);
    const onBack = await held(db, back!.id);
    // both legs sold out, exactly, and never past their capacity
    expect(onOut).toHaveLength(2);
    expect(onBack).toHaveLength(2);
    expect(await counter(db, out!.id)).toBe(60);
    expect(await counter(db, back!.id)).toBe(60);
    // a return made holds a seat on both legs; a one-way only on its own
    for (const { i, id } of made) {
      const kind = i % 3;
      expect(onOut.includes(id)).toBe(kind !== 2);
      expect(onBack.includes(id)).toBe(kind !== 1);
    }
  });
}

raceEverywhere('returns racing one-ways', race);
