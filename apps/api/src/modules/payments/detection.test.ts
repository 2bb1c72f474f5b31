import { type BookingPage, type PaymentState, receiptMailSubject } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { type TestEsplora, startEsploraServer } from '../../test/esplora-server';
import { type PaymentsApp, startPaymentsApp, waitUntil } from '../../test/payments-app';
import { freshXpub } from '../../test/watched-payments';
import { esploraClient } from './esplora';
import { expireBooking } from './expiry';
import { pollInvoices } from './detection';

let esplora: TestEsplora;
let p: PaymentsApp; // detection driven by the test, with a controlled clock
let auto: PaymentsApp; // detection on the product's own timer, AUTO_CONFIRM_PAYMENTS=true
const options = { confirmations: 1, graceSeconds: 86_400, autoConfirm: false };

beforeAll(async () => {
  esplora = await startEsploraServer();
  const common = { BTC_USD_RATE: '50000', BTC_ESPLORA_URL: esplora.url };
  [p, auto] = await Promise.all([
    startPaymentsApp({ ...common, BTC_XPUB: freshXpub(), BTC_POLL_SECONDS: '3600' }),
    startPaymentsApp({
      ...common,
      BTC_XPUB: freshXpub(),
      BTC_POLL_SECONDS: '1',
      AUTO_CONFIRM_PAYMENTS: 'true',
    }),
  ]);
  // a fresh server and database: slow on a busy machine
}, 180_000);
afterAll(async () => {
  await Promise.all([p?.close(), auto?.close()]);
  await esplora?.close();
});

const poll = (now = new Date()) => pollInvoices(p.t.database.db, esploraClient(esplora.url), now, options);

async function booked(app: PaymentsApp, seat: string) {
  const flight = await createFlight(app.t.database.db); // $299: 598,000 sats at $50,000
  const c = await app.customer();
  const res = await app.book(c.token, flight.id, seat);
  expect(res.status).toBe(201);
  return { c, b: res.body.data, invoice: res.body.data.payment! };
}

describe('payments detected through the Esplora API', () => {
  it('waiting → seen in the mempool → received in full: a receipt, first in the queue, recorded once', async () => {
    const { c, b, invoice } = await booked(p, '1A');
    expect(invoice.amountSats).toBe(598_000);
    const txid = esplora.pay(invoice.address, 598_000);
    await poll();
    let now = await p.get(c.token, b.id);
    expect(now.payment).toMatchObject({ status: 'SEEN', receivedSats: 0 });
    expect(now.payment!.transactions).toEqual([{ txid, vout: 1, amountSats: 598_000, confirmations: 0 }]);
    expect(now.payment!.holdUntil).not.toBeNull();

    esplora.mine();
    // the receipt is the caller's to send (the timer's here, see the AUTO_CONFIRM test), once
    const { events } = await poll();
    expect(events.filter((e) => e.booking.id === b.id).map((e) => e.kind)).toEqual(['received']);
    expect((await poll()).events).toEqual([]);
    const state = await call<PaymentState>(p.t.app, 'GET', `/user/bookings/${b.id}/payment`, {
      token: c.token,
    });
    expect(state.body.data).toMatchObject({ bookingStatus: 'PENDING', paymentStatus: 'PENDING' });
    expect(state.body.data.payment).toMatchObject({
      status: 'PAID',
      receivedSats: 598_000,
      needsDecision: false,
    });
    expect(state.body.data.payment!.transactions).toEqual([
      { txid, vout: 1, amountSats: 598_000, confirmations: 1 },
    ]);
    expect(await p.auditOf('booking.payment_detected', b.id)).toHaveLength(2);

    const queue = await call<BookingPage>(p.t.app, 'GET', '/admin/bookings?status=PENDING&order=queue', {
      token: p.adminToken,
    });
    expect(queue.body.data.data[0]?.id).toBe(b.id);
    now = await p.get(c.token, b.id);
    expect(now.bookingStatus).toBe('PENDING'); // AUTO_CONFIRM_PAYMENTS off: a person approves
  });

  it('flags under- and overpayments to the administrators with the amounts', async () => {
    const under = await booked(p, '2A');
    const over = await booked(p, '2B');
    esplora.pay(under.invoice.address, 500_000);
    esplora.pay(over.invoice.address, 700_000);
    esplora.mine();
    await poll();
    const u = (await p.get(under.c.token, under.b.id)).payment!;
    const o = (await p.get(over.c.token, over.b.id)).payment!;
    expect(u).toMatchObject({ status: 'UNDERPAID', receivedSats: 500_000, needsDecision: true });
    expect(o).toMatchObject({ status: 'OVERPAID', receivedSats: 700_000, needsDecision: true });
    expect(await p.auditOf('booking.payment_flagged', under.b.id)).toEqual([
      expect.objectContaining({
        after: { reason: 'UNDERPAID', status: 'UNDERPAID', amountSats: 598_000, receivedSats: 500_000 },
      }),
    ]);
  });

  it('a payment after the pay-by time is LATE, also on a booking already expired', async () => {
    const held = await booked(p, '3A');
    await call(p.t.app, 'POST', `/user/bookings/${held.b.id}/payment-reported`, { token: held.c.token });
    const gone = await booked(p, '3B');
    const afterPayBy = new Date(Date.parse(gone.invoice.payBy!) + 60_000);
    expect(await expireBooking(p.t.database.db, gone.b.id, afterPayBy)).not.toBeNull();
    esplora.pay(held.invoice.address, 598_000);
    esplora.pay(gone.invoice.address, 598_000);
    esplora.mine();
    await poll(afterPayBy);
    expect((await p.get(held.c.token, held.b.id)).payment).toMatchObject({
      status: 'LATE',
      needsDecision: true,
    });
    const late = await p.get(gone.c.token, gone.b.id);
    expect(late).toMatchObject({ bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' });
    expect(late.payment).toMatchObject({ status: 'LATE', receivedSats: 598_000, needsDecision: true });
  });

  it('a reorg moves the invoice back: to the mempool (SEEN), or gone (AWAITING), and the seats stay held', async () => {
    const { c, b, invoice } = await booked(p, '4A');
    esplora.pay(invoice.address, 598_000);
    esplora.mine();
    await poll();
    expect((await p.get(c.token, b.id)).payment?.status).toBe('PAID');
    esplora.reorg(1);
    await poll();
    expect((await p.get(c.token, b.id)).payment).toMatchObject({ status: 'SEEN', receivedSats: 0 });
    esplora.mine();
    await poll();
    expect((await p.get(c.token, b.id)).payment?.status).toBe('PAID');
    esplora.reorg(1, { dropTransactions: true });
    await poll();
    const back = await p.get(c.token, b.id);
    expect(back.payment).toMatchObject({ status: 'AWAITING', receivedSats: 0, transactions: [] });
    // money was seen: the booking is held for a person, not expired at its pay-by time
    const afterPayBy = new Date(Date.parse(invoice.payBy!) + 1000);
    expect(await expireBooking(p.t.database.db, b.id, afterPayBy)).toBeNull();
  });

  it('backs off when the API answers 429: the poll reports it and changes nothing', async () => {
    const { c, b, invoice } = await booked(p, '5A');
    esplora.pay(invoice.address, 598_000);
    esplora.failNext(429, 1, 7);
    const result = await poll();
    expect(result.error?.retryAfterMs).toBe(7000);
    expect((await p.get(c.token, b.id)).payment?.status).toBe('AWAITING');
  });

  it('one invoice whose update fails does not stop the others, and is read again on the next poll', async () => {
    const broken = await booked(p, '6A');
    const fine = await booked(p, '6B');
    esplora.pay(broken.invoice.address, 598_000);
    esplora.pay(fine.invoice.address, 598_000);
    esplora.mine();
    // a fault in the database for one booking only
    const db = p.t.database.db;
    await db.execute(
      sql.raw(`create function fail_one() returns trigger language plpgsql as $$
        begin raise exception 'injected fault'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_one before insert on invoice_payments for each row
        when (new.booking_id = '${broken.b.id}') execute function fail_one()`),
    );
    try {
      const result = await poll();
      expect(result.failed.map((f) => f.bookingId)).toEqual([broken.b.id]);
      expect((await p.get(fine.c.token, fine.b.id)).payment?.status).toBe('PAID');
      expect((await p.get(broken.c.token, broken.b.id)).payment?.status).toBe('AWAITING');
    } finally {
      await db.execute(sql.raw('drop trigger fail_one on invoice_payments'));
      await db.execute(sql.raw('drop function fail_one()'));
    }
    expect((await poll()).failed).toEqual([]);
    expect((await p.get(broken.c.token, broken.b.id)).payment?.status).toBe('PAID');
  });
});

describe('AUTO_CONFIRM_PAYMENTS=true', () => {
  it('confirms a booking paid in full on its own, with the receipt and the confirmation with its e-ticket', async () => {
    const { c, b, invoice } = await booked(auto, '1A');
    const receipt = auto.smtp.waitFor((m) => m.subject === receiptMailSubject(b.trackingId));
    const ticket = auto.smtp.waitFor(
      (m) => m.to !== undefined && m.subject !== receiptMailSubject(b.trackingId) && m.attachments.length > 0,
      30_000, // the first e-ticket loads the PDF libraries
    );
    esplora.pay(invoice.address, 598_000);
    esplora.mine();
    const confirmed = await waitUntil(async () => {
      const now = await auto.get(c.token, b.id);
      return now.bookingStatus === 'CONFIRMED' ? now : null;
    });
    expect(confirmed).toMatchObject({ paymentStatus: 'CONFIRMED' });
    expect(confirmed.payment?.status).toBe('PAID');
    expect((await receipt).text).toContain('We have received 0.00598 BTC');
    expect((await ticket).attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    expect(await auto.auditOf('booking.auto_confirm', b.id)).toEqual([
      expect.objectContaining({ actorRole: 'system' }),
    ]);
  });
});
