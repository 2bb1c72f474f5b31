import { type Booking, DAY_MS } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingLedger } from '../../db/schema';
import { call } from '../../test/app';
import { useWatchedPayments } from '../../test/watched-payments';
import { createFlight, offWeekend } from '../../test/factories';
import { balanceOf } from '../bookings/ledger';

/** Bags added to a paid booking, their own invoice paid on chain (docs/product.md#1419-paid-bags, decision 101). */

const chain = useWatchedPayments();

const poll = chain.poll;

/** The booking's bag charges on the ledger: [segment, passenger, cents]. */
const bagCharges = async (bookingId: string) =>
  (
    await chain.app.t.database.db
      .select()
      .from(bookingLedger)
      .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.offer, 'BAGS')))
  ).map((r) => [r.segment, r.passengerIndex, r.amountCents]);

describe("a paid booking's later bags, paid on chain", () => {
  it('are bought once their invoice is paid: the bags and their charge applied once, the ledger balanced', async () => {
    const flight = await createFlight(chain.app.t.database.db, {
      departureAt: offWeekend(new Date(Date.now() + 10 * DAY_MS)),
      classes: [{ type: 'ECONOMY', priceCents: 29_900 }],
    });
    const c = await chain.app.customer();
    const made = await chain.app.book(c.token, flight.id, '3A');
    expect(made.status).toBe(201);
    const first = made.body.data.payment!;
    chain.esplora.pay(first.address, first.amountSats!);
    chain.esplora.mine();
    await poll();
    const paid = await chain.app.get(c.token, made.body.data.id);
    expect(paid).toMatchObject({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });

    const added = await call<Booking>(chain.app.t.app, 'POST', `/user/bookings/${paid.id}/bags`, {
      token: c.token,
      body: { bags: [{ passengerIndex: 0, segment: 0, extraBags: 2 }] },
    });
    expect(added.status).toBe(200);
    const change = added.body.data.changes!.at(-1)!;
    // two bags at $35, at $50,000 a bitcoin, to an address of its own
    expect(change).toMatchObject({ status: 'PENDING_PAYMENT', amountDue: 70 });
    expect(change.payment).toMatchObject({ amountSats: 140_000, status: 'AWAITING' });
    expect(change.payment!.address).not.toBe(first.address);
    expect(added.body.data.bags?.[0]?.extra).toBe(0);

    chain.esplora.pay(change.payment!.address, 140_000);
    await poll();
    // seen, not yet confirmed: not yet bought
    expect((await chain.app.get(c.token, paid.id)).bags?.[0]?.extra).toBe(0);
    expect(await bagCharges(paid.id)).toEqual([]);
    chain.esplora.mine();
    await poll();
    // detection runs again over the paid invoice: still bought once
    await poll();
    await poll();

    const bought = await chain.app.get(c.token, paid.id);
    expect(bought.bags).toEqual([
      { passengerIndex: 0, segment: 0, name: expect.any(String), included: 1, extra: 2 },
    ]);
    expect(bought.changes!.at(-1)).toMatchObject({ status: 'DONE', payment: { status: 'PAID' } });
    expect(bought.totalAmount).toBe(299 + 70);
    expect(await bagCharges(paid.id)).toEqual([[0, 0, 7000]]);
    const balance = await balanceOf(chain.app.t.database.db, paid.id);
    expect(balance.chargedCents).toBe(29_900 + 7_000);
    expect(balance.receivedCents).toBe(balance.chargedCents);
    expect(await chain.app.auditOf('booking.change_completed', paid.id)).toHaveLength(1);
  });
});
