import { HOUR_MS, type FailedJob, jobsMessages, expiredMailSubject } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import { flights } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBooking, createFlight, createUser } from '../test/factories';
import { enqueueMail, mailJob } from '../mail/outbox';
import { call } from '../test/app';
import { type PaymentsApp, startPaymentsApp } from '../test/payments-app';
import { recipientOf } from '../test/smtp';

// Mails tried three times without waiting between tries; bookings due a second after they are made.
let p: PaymentsApp;
beforeAll(async () => {
  p = await startPaymentsApp({
    MAIL_RETRY_LIMIT: '2',
    MAIL_RETRY_DELAY_SECONDS: '0',
    PAYMENT_WINDOW_SECONDS: '1',
  });
}, 180_000);
afterAll(async () => {
  await p?.close();
});

const mailJobsTo = async (to: string) => {
  const { rows } = await p.t.database.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'mail' and data->'args'->>0 = ${to}`,
  );
  return rows.map((r) => r.state);
};

const failedJobs = async () =>
  (await call<FailedJob[]>(p.t.app, 'GET', '/admin/jobs/failed', { token: p.adminToken })).body.data;

describe('the mail outbox', () => {
  it('queues a mail with the change that it reports: none when the transaction rolls back', async () => {
    const db = p.t.database.db;
    const mail = (to: string) => mailJob('contactReply', [to, 'Ada', 'Hello', 'An answer']);
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => enqueueMail(tx, mail('committed@example.com')));

    const sent = await p.smtp.waitFor((m) => recipientOf(m) === 'committed@example.com');
    expect(sent.subject).toBe('Re: Hello');
    expect(sent.messageId).toMatch(/^<[\da-f-]{36}@skylark\.example>$/);
    expect(await mailJobsTo('rolled-back@example.com')).toEqual([]);
    await p.t.app.jobs.drain('mail');
    expect(p.smtp.messages.filter((m) => recipientOf(m) === 'rolled-back@example.com')).toEqual([]);
  });

  it('a mail the SMTP server refuses is tried again, listed as failed after its tries, and sent on retry', async () => {
    const c = await p.customer();
    p.smtp.refusing = true;
    onTestFinished(() => {
      p.smtp.refusing = false;
    });
    const res = await p.book(c.token, (await createFlight(p.t.database.db)).id, '3A');
    expect(res.status).toBe(201);
    // on a busy machine the booking may expire meanwhile, and its expiry mail fail too
    const received = `E-mail "bookingReceived" to ${c.email}`;
    await vi.waitFor(
      async () => {
        await p.t.app.jobs.drain('mail');
        expect((await failedJobs()).some((j) => j.what === received)).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    const failed = (await failedJobs()).find((j) => j.what === received)!;
    expect(failed).toMatchObject({ queue: 'mail', tries: 3 });
    expect(failed.error).toContain('Mailbox unavailable');
    expect(p.smtp.messages.filter((m) => m.messageId === `<${failed.id}@skylark.example>`)).toEqual([]);

    p.smtp.refusing = false;
    const retried = await call(p.t.app, 'POST', `/admin/jobs/${failed.id}/retry`, { token: p.adminToken });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(jobsMessages.retried);
    // sent under the Message-ID it was queued with (the job's id)
    const sent = await p.smtp.waitFor((m) => m.messageId === `<${failed.id}@skylark.example>`);
    expect(recipientOf(sent)).toBe(c.email);
    expect(sent.subject).toContain(res.body.data.trackingId);
    expect((await failedJobs()).map((j) => j.id)).not.toContain(failed.id);

    const again = await call(p.t.app, 'POST', `/admin/jobs/${failed.id}/retry`, { token: p.adminToken });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: jobsMessages.notFound, code: 'NOT_FOUND' });
  });
});

describe('a queued password reset', () => {
  it('keeps its link sealed in the database; the mail carries it readable', async () => {
    const user = await createUser(p.t.database.db);
    expect(
      (await call(p.t.app, 'POST', '/user/forget-password', { body: { email: user.email } })).status,
    ).toBe(200);
    await p.t.app.jobs.drain('mail');
    const mail = await p.smtp.waitFor((m) => recipientOf(m) === user.email);
    expect(mail.text).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    const { rows } = await p.t.database.db.execute<{ data: string }>(
      sql`select data::text as data from pgboss.job where name = 'mail' and data->'args'->>0 = ${user.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).not.toContain('reset-password');
  });
});

describe('expiry as a job', () => {
  it('frees the seats of a booking past its pay-by time when the job runs, and mails the traveller', async () => {
    const flight = await createFlight(p.t.database.db);
    const c = await p.customer();
    const res = await p.book(c.token, flight.id, '4B');
    expect(res.status).toBe(201);
    const payBy = new Date(res.body.data.payment!.payBy!).getTime();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(payBy), { timeout: 5_000, interval: 50 });

    await p.t.app.jobs.runNow('invoice-expiry');
    expect(await p.get(c.token, res.body.data.id)).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancelReason: 'EXPIRED',
    });
    const seats = await call<{ availableSeats: { seatNumber: string }[] }>(
      p.t.app,
      'GET',
      `/user/flights/${flight.id}/seats?classType=ECONOMY`,
    );
    expect(seats.body.data.availableSeats.map((s) => s.seatNumber)).toContain('4B');
    await p.smtp.waitFor((m) => m.subject === expiredMailSubject(res.body.data.trackingId));
  });
});

describe('automatic refunds as a job (decision 097)', () => {
  it('refunds a booking whose domestic flight left 4 hours late, never accepted, and mails the traveller', async () => {
    const db = p.t.database.db;
    const departureAt = new Date(Date.now() - 6 * HOUR_MS);
    const flight = await createFlight(db, {
      departureCity: 'New York, John F. Kennedy International (JFK)',
      arrivalCity: 'Los Angeles, Los Angeles International (LAX)',
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
    });
    const c = await p.customer();
    const row = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['6C'],
      userId: c.id,
      email: c.email,
      createdAt: new Date(departureAt.getTime() - 10 * 24 * HOUR_MS),
    });
    await db
      .update(flights)
      .set({
        departureAt: new Date(departureAt.getTime() + 4 * HOUR_MS),
        arrivalAt: new Date(departureAt.getTime() + 10 * HOUR_MS),
      })
      .where(eq(flights.id, flight.id));

    await p.t.app.jobs.runNow('automatic-refunds');
    expect(await p.get(c.token, row.id)).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancellation: { refundAmount: 299 },
    });
    await p.t.app.jobs.drain('mail');
    await p.smtp.waitFor((m) => recipientOf(m) === c.email && /cancelled/i.test(m.subject ?? ''));
  });
});
