import type { Booking } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { createAdmin, createUser } from './factories';
import { auditEvents } from '../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from './app';
import { oneSeatBooking } from './booking-body';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/** A server for the invoice tests: real SMTP, one administrator, the settings given. */
export interface PaymentsApp {
  t: TestApp;
  smtp: TestSmtpServer;
  adminToken: string;
  customer(): Promise<{ id: string; email: string; token: string }>;
  book(token: string, flightId: string, seat: string): ReturnType<typeof call<Booking>>;
  get(token: string, id: string): Promise<Booking>;
  auditOf(action: string, targetId: string): Promise<{ actorRole: string; after: unknown }[]>;
  close(): Promise<void>;
}

export async function startPaymentsApp(env: Record<string, string | undefined>): Promise<PaymentsApp> {
  const smtp = await startSmtpServer();
  const t = await buildTestApp({ env: { SMTP_URL: smtp.url, ...env } });
  const adminToken = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
  return {
    t,
    smtp,
    adminToken,
    async customer() {
      const user = await createUser(t.database.db);
      return { id: user.id, email: user.email, token: tokenFor(t.app, user.id, 'user') };
    },
    book: (token, flightId, seat) =>
      call<Booking>(t.app, 'POST', '/user/bookings', { token, body: oneSeatBooking(flightId, seat) }),
    async get(token, id) {
      return (await call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token })).body.data;
    },
    auditOf: (action, targetId) =>
      t.database.db
        .select({ actorRole: auditEvents.actorRole, after: auditEvents.after })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId))),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** Asks `probe` every 100 ms until it answers something truthy; fails after `timeoutMs`. */
export async function waitUntil<T>(probe: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`no such state within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
