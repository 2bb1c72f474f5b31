import { type NewsKind, type NewsSettings } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from './factories';
import { call, tokenFor } from './app';
import { smtp, t, useMailApp } from './mail-app';
import { recipientOf } from './smtp';
import { bookings } from '../db/schema';
import { DEFAULT_PUSH_HOSTS } from '../config';

export { smtp, t };
export let admin: string;

/** The server the news tests share: real SMTP, push endpoints on loopback allowed (NODE_ENV=test). */
export function useNewsApp(env: Record<string, string> = {}) {
  useMailApp({ PUSH_ENDPOINT_HOSTS: ['127.0.0.1', ...DEFAULT_PUSH_HOSTS].join(','), ...env });
  beforeAll(async () => {
    admin = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
  });
}

/** A traveller's booking on a new flight, with the traveller's token. */
export async function travellerBooking(
  status: 'PENDING' | 'CONFIRMED',
  flight?: Parameters<typeof createFlight>[1],
) {
  const db = t.database.db;
  const made = await createFlight(db, flight);
  const user = await createUser(db);
  const booking = await createBooking(db, {
    flightId: made.id,
    classType: 'ECONOMY',
    seats: ['2A'],
    bookingStatus: status,
    paymentStatus: status,
    userId: user.id,
  });
  return { flight: made, booking, token: tokenFor(t.app, user.id, 'user') };
}

/** Gives a pending booking a pay-by window of `minutes` from its creation. */
export async function payWindow(id: string, minutes: number): Promise<Date> {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  const payBy = new Date(row!.createdAt.getTime() + minutes * 60_000);
  await t.database.db.update(bookings).set({ payBy }).where(eq(bookings.id, id));
  return payBy;
}

export async function turnOff(id: string, token: string, off: NewsKind[]) {
  const res = await call<NewsSettings>(t.app, 'PUT', `/user/bookings/${id}/news`, { token, body: { off } });
  expect(res.status).toBe(200);
  expect(res.body.data.off).toEqual(off);
}

/** Every mail sent so far to `to`, after the mail queue has run dry. */
export async function mailsTo(to: string): Promise<(string | undefined)[]> {
  await t.app.jobs.drain('mail');
  return smtp.messages.filter((m) => recipientOf(m) === to).map((m) => m.subject);
}
