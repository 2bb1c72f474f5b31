import { randomUUID } from 'node:crypto';
import {
  type Booking,
  type CreateBookingInput,
  invoiceMessages,
  pendingPerFlightMessage,
  pendingTotalMessage,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';
import { call } from '../../test/app';
import { type PaymentsApp, startPaymentsApp } from '../../test/payments-app';

let caps: PaymentsApp; // at most 3 unpaid passengers a flight, 5 in all
let rate: PaymentsApp; // at most 3 booking requests a minute per account and per address

beforeAll(async () => {
  [caps, rate] = await Promise.all([
    startPaymentsApp({ MAX_PENDING_PASSENGERS: '3', MAX_PENDING_PASSENGERS_TOTAL: '5' }),
    startPaymentsApp({ BOOKING_RATE_LIMIT: '3' }),
  ]);
  // a fresh server and database: slow on a busy machine
}, 180_000);
afterAll(async () => {
  await Promise.all([caps?.close(), rate?.close()]);
});

/** A request for one passenger per seat. */
const seats = (flightId: string, seatNumbers: string[]): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: seatNumbers.map((_, i) => ({ firstName: 'Hoarder', lastName: `No${i}`, age: 30 })),
  seatNumbers,
  mealPreferences: seatNumbers.map(() => 'REGULAR' as const),
  specialAssistance: seatNumbers.map(() => ({ wheelchair: false, infant: false, elderly: false })),
});

const book = (app: PaymentsApp, token: string, body: CreateBookingInput) =>
  call<Booking>(app.t.app, 'POST', '/user/bookings', { token, body });

describe('caps on passengers in unpaid bookings', () => {
  it('refuses past MAX_PENDING_PASSENGERS a flight and MAX_PENDING_PASSENGERS_TOTAL in all, with why and what to do', async () => {
    const db = caps.t.database.db;
    const [a, b, c] = await Promise.all([createFlight(db), createFlight(db), createFlight(db)]);
    const hoarder = await caps.customer();

    const first = await book(caps, hoarder.token, seats(a.id, ['1A', '1B']));
    expect(first.status).toBe(201);
    const tooMany = await book(caps, hoarder.token, seats(a.id, ['2A', '2B']));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ success: false, message: pendingPerFlightMessage(3) });
    expect(tooMany.body.message).toContain('Pay for or cancel a pending booking');
    const third = await book(caps, hoarder.token, seats(a.id, ['2A']));
    expect(third.status).toBe(201);
    expect((await book(caps, hoarder.token, seats(b.id, ['1A', '1B']))).status).toBe(201);
    const pastTotal = await book(caps, hoarder.token, seats(c.id, ['1A']));
    expect(pastTotal.status).toBe(409);
    expect(pastTotal.body.message).toBe(pendingTotalMessage(5));

    // another account is not held back
    const other = await caps.customer();
    expect((await book(caps, other.token, seats(c.id, ['1A', '1B', '1C']))).status).toBe(201);

    // a cancelled booking and an approved (paid) one no longer count
    await call(caps.t.app, 'POST', `/user/bookings/${third.body.data.id}/cancel`, { token: hoarder.token });
    expect((await book(caps, hoarder.token, seats(c.id, ['2A']))).status).toBe(201);
    await call(caps.t.app, 'POST', `/admin/bookings/${first.body.data.id}/approve`, {
      token: caps.adminToken,
      body: { action: 'approve' },
    });
    expect((await book(caps, hoarder.token, seats(a.id, ['3A', '3B']))).status).toBe(201);
  });

  it('counts a trip of two flights on each flight, against both caps', async () => {
    const db = caps.t.database.db;
    const [out, back] = await route(db, [JFK, CDG, JFK]);
    const family = await caps.customer();
    const trip = segmentsRequest([
      { flightId: out!.id, seats: ['1A', '1B'] },
      { flightId: back!.id, seats: ['1A', '1B'] },
    ]);
    expect((await book(caps, family.token, trip)).status).toBe(201);
    // two more on the way out would be four on that flight
    const outAgain = await book(caps, family.token, seats(out!.id, ['2A', '2B']));
    expect(outAgain.status).toBe(409);
    expect(outAgain.body.message).toBe(pendingPerFlightMessage(3));
    // one more on each leg is three a flight, but six passengers held in all
    const both = segmentsRequest([
      { flightId: out!.id, seats: ['3A'] },
      { flightId: back!.id, seats: ['3A'] },
    ]);
    const pastTotal = await book(caps, family.token, both);
    expect(pastTotal.status).toBe(409);
    expect(pastTotal.body.message).toBe(pendingTotalMessage(5));
    expect((await book(caps, family.token, seats(out!.id, ['3A']))).status).toBe(201);
  });

  it("still answers a previous release's server its account's unpaid passengers, during a rolling restart", async () => {
    const db = caps.t.database.db;
    const flight = await createFlight(db);
    const previous = await caps.customer();
    expect((await book(caps, previous.token, seats(flight.id, ['6A', '6B']))).status).toBe(201);
    const items = JSON.stringify([{ user_id: previous.id, keys: ['a-previous-release-key'] }]);
    const { rows } = await db.execute<{ answers: { hits: { hits: number }[]; held: unknown[] }[] }>(
      sql`select booking_limits(${items}::jsonb, 60000) as answers`,
    );
    expect(rows[0]!.answers).toEqual([
      { hits: [expect.objectContaining({ hits: 1 })], held: [{ flightId: flight.id, passengers: 2 }] },
    ]);
  });

  it('reads no booking for the counters of a request or a mail without an account', async () => {
    const db = caps.t.database.db;
    const flight = await createFlight(db);
    const holder = await caps.customer();
    expect((await book(caps, holder.token, seats(flight.id, ['7A']))).status).toBe(201);
    const items = JSON.stringify([{ user_id: null, keys: ['a-mail-cap-key'] }]);
    const undo = new Error('undo');
    let bookingsRead = -1;
    await db
      .transaction(async (tx) => {
        // the rows this connection read from the table so far, not yet flushed to the statistics
        const readSoFar = async () => {
          const { rows } = await tx.execute<{ n: number }>(sql`
            select (coalesce(sum(idx_tup_fetch), 0) + coalesce(sum(seq_tup_read), 0))::int as n
            from pg_stat_xact_user_tables where relname = 'bookings'`);
          return rows[0]!.n;
        };
        // whatever the plan: without the index of unpaid bookings, any read goes through them all
        await tx.execute(sql`drop index bookings_unpaid_user_idx`);
        const before = await readSoFar();
        await tx.execute(sql`select booking_limits(${items}::jsonb, 60000)`);
        bookingsRead = (await readSoFar()) - before;
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(bookingsRead).toBe(0);
  });

  it("reads an account's unpaid passengers again for its second booking in one call", async () => {
    const db = caps.t.database.db;
    const flight = await createFlight(db);
    const hoarder = await caps.customer();
    const first = await book(caps, hoarder.token, seats(flight.id, ['1A', '1B']));
    expect(first.status).toBe(201);
    // This server sends an account's bookings one at a time; another client of the database may not.
    // Two more one-passenger bookings of the account in one call, copies of the first: with 2 held,
    // the first fits the cap of 3 a flight and the second, counting it, does not.
    const { rows } = await db.execute<{
      outcomes: { outcome: string; code?: string; detail?: string }[];
    }>(sql`
      with flight as (
        select jsonb_build_array(jsonb_build_object('id', f.id, 'status', f.status,
          'flightNumber', f.flight_number, 'departureCity', f.departure_city, 'arrivalCity', f.arrival_city,
          'departureAt', f.departure_at, 'arrivalAt', f.arrival_at,
          'classes', (select jsonb_agg(jsonb_build_object('type', c.type, 'priceCents', c.price_cents,
                        'capacity', c.capacity) order by c.type collate "C")
                      from flight_classes c where c.flight_id = f.id))) as read
        from flights f where f.id = ${flight.id}
      ), copies as (
        select s.seat, gen_random_uuid() as id, 'C' || upper(substr(md5(random()::text), 1, 9)) as tracking_id
        from unnest(array['2A', '2B']) as s(seat)
      )
      select create_bookings(jsonb_agg(jsonb_build_object(
        'user_id', b.user_id, 'key', null, 'hash', 'h', 'answer', null,
        'caps', jsonb_build_object('perFlight', 3, 'total', 5, 'flights', jsonb_build_array(${flight.id}::text),
          'passengers', 1),
        'flights', flight.read,
        'bookings', jsonb_build_array(to_jsonb(b) || jsonb_build_object('id', c.id, 'tracking_id', c.tracking_id)),
        'passengers', (select jsonb_agg(to_jsonb(p) || jsonb_build_object('id', gen_random_uuid(),
                         'booking_id', c.id, 'seat_number', c.seat))
                       from booking_passengers p where p.booking_id = b.id and p.seat_number = '1A'),
        'segments', (select coalesce(jsonb_agg(to_jsonb(s) || jsonb_build_object('booking_id', c.id)), '[]'::jsonb)
                     from booking_segments s where s.booking_id = b.id),
        'counters', jsonb_build_array(jsonb_build_object('flight_id', ${flight.id}::text, 'class_type', 'ECONOMY',
          'seats', 1))) order by c.seat)) as outcomes
      from bookings b, flight, copies c where b.id = ${first.body.data.id}`);
    expect(rows[0]!.outcomes).toEqual([
      { outcome: 'created' },
      expect.objectContaining({ outcome: 'error', code: 'SKY05', detail: 'perFlight' }),
    ]);
  });

  it('a burst of concurrent bookings from one account stays within the cap', async () => {
    const flight = await createFlight(caps.t.database.db);
    const burst = await caps.customer();
    const answers = await Promise.all(
      ['4A', '4B', '4C', '4D', '4E', '4F'].map((seat) => book(caps, burst.token, seats(flight.id, [seat]))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
  });
});

describe('BOOKING_RATE_LIMIT', () => {
  const from = (address: string, token: string, body: CreateBookingInput) =>
    rate.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/bookings',
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('answers 429 with Retry-After past the limit a minute, per account and per client address', async () => {
    const flight = await createFlight(rate.t.database.db);
    const busy = await rate.customer();
    for (const seat of ['1A', '1B', '1C']) {
      expect((await from('10.0.0.1', busy.token, seats(flight.id, [seat]))).statusCode).toBe(201);
    }
    const limited = await from('10.0.0.9', busy.token, seats(flight.id, ['1D']));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: invoiceMessages.bookingRateLimited });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // another account from the same address: that address has had its three
    const neighbour = await rate.customer();
    expect((await from('10.0.0.1', neighbour.token, seats(flight.id, ['2A']))).statusCode).toBe(429);
    // from elsewhere it books
    expect((await from('10.0.0.2', neighbour.token, seats(flight.id, ['2A']))).statusCode).toBe(201);
  });

  it('counts a request refused before it is written too, and a retry of a made booking', async () => {
    const flight = await createFlight(rate.t.database.db);
    const prober = await rate.customer();
    const noSuchFlight = await from('10.0.0.5', prober.token, seats(randomUUID(), ['1A']));
    expect(noSuchFlight.statusCode).toBe(404);
    const withKey = () =>
      rate.t.app.inject({
        method: 'POST',
        url: '/api/v1/user/bookings',
        remoteAddress: '10.0.0.5',
        headers: { authorization: `Bearer ${prober.token}`, 'idempotency-key': 'limits-retry-1' },
        payload: seats(flight.id, ['5A']),
      });
    const first = await withKey();
    expect(first.statusCode).toBe(201);
    const retried = await withKey();
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data.id).toBe(first.json().data.id);
    // the refused request, the booking and its retry were three: the fourth is past the limit
    const fourth = await from('10.0.0.5', prober.token, seats(flight.id, ['5B']));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ success: false, message: invoiceMessages.bookingRateLimited });
  });

  it('counts requests that arrive together from one address each once: the limit holds, and a refused one is no booking', async () => {
    const flight = await createFlight(rate.t.database.db);
    const customers = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(() => rate.customer()));
    const answers = await Promise.all(
      customers.map((c, i) => from('10.0.0.7', c.token, seats(flight.id, [`${i + 1}C`]))),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
    const { rows } = await rate.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from booking_passengers where flight_id = ${flight.id} and active`,
    );
    expect(rows[0]!.n).toBe(3);
  });
});
