import { randomBytes } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { type Booking, DAY_MS } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLedger } from '../../db/schema';
import { call } from '../../test/app';
import { type TestEsplora, startEsploraServer } from '../../test/esplora-server';
import { createFlight, offWeekend } from '../../test/factories';
import { type PaymentsApp, startPaymentsApp } from '../../test/payments-app';
import { balanceOf } from '../bookings/ledger';
import { esploraClient } from './esplora';
import { pollInvoices } from './detection';

/** Bags added to a paid booking, their own invoice paid on chain (docs/product.md#1419-paid-bags, decision 101). */

let esplora: TestEsplora;
let p: PaymentsApp;
const options = { confirmations: 1, graceSeconds: 3600, autoConfirm: true };

beforeAll(async () => {
  esplora = await startEsploraServer();
  p = await startPaymentsApp({
    BTC_USD_RATE: '50000',
    BTC_ESPLORA_URL: esplora.url,
    BTC_XPUB: HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey,
    BTC_POLL_SECONDS: '3600',
  });
}, 180_000);
afterAll(async () => {
  await p?.close();
  await esplora?.close();
});

const poll = () => pollInvoices(p.t.database.db, esploraClient(esplora.url), new Date(), options);

/** The booking's bag charges on the ledger: [segment, passenger, cents]. */
const bagCharges = async (bookingId: string) =>
  (
    await p.t.database.db
      .select()
      .from(bookingLedger)
      .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.offer, 'BAGS')))
  ).map((r) => [r.segment, r.passengerIndex, r.amountCents]);

describe("a paid booking's later bags, paid on chain", () => {
  it('are bought once their invoice is paid: the bags and their charge applied once, the ledger balanced', async () => {
    const flight = await createFlight(p.t.database.db, {
      departureAt: offWeekend(new Date(Date.now() + 10 * DAY_MS)),
      classes: [{ type: 'ECONOMY', priceCents: 29_900 }],
    });
    const c = await p.customer();
    const made = await p.book(c.token, flight.id, '3A');
    expect(made.status).toBe(201);
    const first = made.body.data.payment!;
    esplora.pay(first.address, first.amountSats!);
    esplora.mine();
    await poll();
    const paid = await p.get(c.token, made.body.data.id);
    expect(paid).toMatchObject({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });

    const added = await call<Booking>(p.t.app, 'POST', `/user/bookings/${paid.id}/bags`, {
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

    esplora.pay(change.payment!.address, 140_000);
    await poll();
    // seen, not yet confirmed: not yet bought
    expect((await p.get(c.token, paid.id)).bags?.[0]?.extra).toBe(0);
    expect(await bagCharges(paid.id)).toEqual([]);
    esplora.mine();
    await poll();
    // detection runs again over the paid invoice: still bought once
    await poll();
    await poll();

    const bought = await p.get(c.token, paid.id);
    expect(bought.bags).toEqual([
      { passengerIndex: 0, segment: 0, name: expect.any(String), included: 1, extra: 2 },
    ]);
    expect(bought.changes!.at(-1)).toMatchObject({ status: 'DONE', payment: { status: 'PAID' } });
    expect(bought.totalAmount).toBe(299 + 70);
    expect(await bagCharges(paid.id)).toEqual([[0, 0, 7000]]);
    const balance = await balanceOf(p.t.database.db, paid.id);
    expect(balance.chargedCents).toBe(29_900 + 7_000);
    expect(balance.receivedCents).toBe(balance.chargedCents);
    expect(await p.auditOf('booking.change_completed', paid.id)).toHaveLength(1);
  });
});
