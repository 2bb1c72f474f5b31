import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passengerCheckIns, walletPassRegistrations } from '../../db/check-in-schema';
import { bookingPassengers, bookings, flights, users } from '../../db/schema';

/**
 * What Apple Wallet's pass web service keeps and reads (docs/product.md#1461-boarding-passes-in-apple-wallet):
 * each pass's token, when it last changed, and the devices that asked to hear of its changes.
 */

/** a device holds the passes of its own trips; a pass sits in the Wallets of its owner's few devices */
export const MAX_DEVICES_PER_PASS = 20;
export const MAX_PASSES_PER_DEVICE = 200;

/** The pass's secret in pass.json: derived from its serial number, so that it is never stored. */
export const walletPassToken = (dataKey: string, serial: string) =>
  createHmac('sha256', dataKey).update(`wallet-pass:${serial}`).digest('base64url');

export function tokenMatches(dataKey: string, serial: string, authorization: string | undefined): boolean {
  const given = Buffer.from(/^ApplePass (\S{1,200})$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(walletPassToken(dataKey, serial));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** When the pass last changed, to the millisecond: its check-in, or its flight (gate, boarding time). */
const lastModified = sql<Date>`greatest(${passengerCheckIns.checkedInAt}, ${flights.updatedAt})`;
const toMs = (value: Date | string) => Math.floor(new Date(value).getTime());

/** The checked-in pass of this serial: its booking, its owner and when it last changed; undefined when none. */
export async function passOfSerial(db: Queryable, serial: string) {
  const [row] = await db
    .select({ bookingId: bookingPassengers.bookingId, owner: users, lastModified })
    .from(passengerCheckIns)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, passengerCheckIns.passengerId))
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(flights, eq(flights.id, passengerCheckIns.flightId))
    .where(eq(passengerCheckIns.passengerId, serial));
  return row && { ...row, lastModified: toMs(row.lastModified) };
}

/** true when newly registered, false when it already was; null when the pass or the device holds too many. */
export async function registerDevice(
  db: Queryable,
  device: string,
  serial: string,
  pushToken: string,
): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .update(walletPassRegistrations)
      .set({ pushToken })
      .where(
        and(
          eq(walletPassRegistrations.deviceLibraryId, device),
          eq(walletPassRegistrations.passengerId, serial),
        ),
      )
      .returning();
    if (existing) return false;
    const [counts] = await tx
      .select({
        ofPass:
          sql<number>`count(*) filter (where ${walletPassRegistrations.passengerId} = ${serial})`.mapWith(
            Number,
          ),
        ofDevice:
          sql<number>`count(*) filter (where ${walletPassRegistrations.deviceLibraryId} = ${device})`.mapWith(
            Number,
          ),
      })
      .from(walletPassRegistrations);
    if (counts!.ofPass >= MAX_DEVICES_PER_PASS || counts!.ofDevice >= MAX_PASSES_PER_DEVICE) return null;
    const inserted = await tx
      .insert(walletPassRegistrations)
      .values({ deviceLibraryId: device, passengerId: serial, pushToken })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0;
  });
}

export async function unregisterDevice(db: Queryable, device: string, serial: string): Promise<void> {
  await db
    .delete(walletPassRegistrations)
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryId, device),
        eq(walletPassRegistrations.passengerId, serial),
      ),
    );
}

/** The serial numbers registered on the device that changed after `since` (ms), and the latest change. */
export async function updatedSerials(db: Queryable, device: string, since: number | undefined) {
  const rows = await db
    .select({ serial: walletPassRegistrations.passengerId, lastModified })
    .from(walletPassRegistrations)
    .innerJoin(passengerCheckIns, eq(passengerCheckIns.passengerId, walletPassRegistrations.passengerId))
    .leftJoin(flights, eq(flights.id, passengerCheckIns.flightId))
    .where(eq(walletPassRegistrations.deviceLibraryId, device))
    .limit(MAX_PASSES_PER_DEVICE);
  const changed = rows
    .map((r) => ({ serial: r.serial, at: toMs(r.lastModified) }))
    .filter((r) => since === undefined || r.at > since);
  return {
    serialNumbers: changed.map((r) => r.serial).sort(),
    lastUpdated: Math.max(0, ...changed.map((r) => r.at)),
  };
}
