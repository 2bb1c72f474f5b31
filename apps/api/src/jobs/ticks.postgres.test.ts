import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expiredMailSubject } from '@skylark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFlight, createUser } from '../test/factories';
import { auditEvents, bookings } from '../db/schema';
import { oneSeatBooking } from '../test/booking-body';
import { type ServerProcesses, sendTo, startServerProcesses } from '../test/server-processes';

/**
 * Two server processes on one PostgreSQL database, both sending the expiry tick every 2 s: each
 * tick runs once, in one of them, and each booking past its pay-by time expires once, with one mail.
 */
describe('timed jobs across two processes (PostgreSQL)', () => {
  let servers: ServerProcesses;
  beforeAll(async () => {
    servers = await startServerProcesses(2, { PAYMENT_WINDOW_SECONDS: '1' });
  }, 180_000);
  afterAll(async () => servers?.close());

  it('runs each expiry tick once and expires each booking once, with one mail', async () => {
    const flight = await createFlight(servers.db);
    const made: { id: string; trackingId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createUser(servers.db);
      const token = servers.app.signToken(user.id, 'user', 3600);
      const res = await sendTo(servers.ports[i % 2]!, 'POST', '/user/bookings', {
        token,
        body: oneSeatBooking(flight.id, `${i + 1}A`),
      });
      expect(res.status).toBe(201);
      made.push(res.body.data as { id: string; trackingId: string });
    }
    const ids = made.map((b) => b.id);
    await vi.waitFor(
      async () => {
        const rows = await servers.db
          .select({ status: bookings.bookingStatus })
          .from(bookings)
          .where(inArray(bookings.id, ids));
        expect(rows.every((r) => r.status === 'CANCELLED')).toBe(true);
      },
      { timeout: 90_000, interval: 250 },
    );

    const outbox = join(servers.dataDir, 'outbox');
    const expiredMails = async () => {
      const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const subjects = await Promise.all(
        files.map(async (f) => (await simpleParser(readFileSync(join(outbox, f)))).subject),
      );
      return subjects.filter((s) => s?.includes('expired'));
    };
    await vi.waitFor(async () => expect(await expiredMails()).toHaveLength(made.length), {
      timeout: 90_000,
      interval: 250,
    });
    expect((await expiredMails()).sort()).toEqual(made.map((b) => expiredMailSubject(b.trackingId)).sort());
    const audits = await servers.db
      .select({ id: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'booking.expire'), inArray(auditEvents.targetId, ids)));
    expect(audits.map((a) => a.id).sort()).toEqual([...ids].sort());

    // both processes send a tick every 2 s; the queue keeps one a slot, and each ran once
    const tickStats = async () => {
      const { rows } = await servers.db.execute<{
        slots: number;
        ticks: number;
        tries: number;
        span: number;
      }>(sql`
        select count(distinct singleton_on)::int as slots, count(*)::int as ticks,
          coalesce(max(retry_count), 0)::int as tries,
          extract(epoch from max(singleton_on) - min(singleton_on))::int as span
        from pgboss.job where name = 'invoice-expiry' and singleton_on is not null`);
      return rows[0]!;
    };
    // the bookings may all have expired at the first tick: the periods after it are what is counted
    await vi.waitFor(async () => expect((await tickStats()).ticks).toBeGreaterThan(2), {
      timeout: 90_000,
      interval: 250,
    });
    const { slots, ticks, tries, span } = await tickStats();
    expect(ticks).toBe(slots);
    expect(ticks).toBeLessThanOrEqual(span / 2 + 1);
    expect(tries).toBe(0);
  }, 360_000);
});
