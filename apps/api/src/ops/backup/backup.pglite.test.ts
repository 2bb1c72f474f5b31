import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { call, tokenFor } from '../../test/app';
import { oneSeatBooking } from '../../test/booking-body';
import { killStartedProcesses, runScript } from '../../test/server-start';
import { type Db, openDatabase } from '../../db/client';
import { createFlight, createUser } from '../../test/factories';
import { bookingPassengers, bookings, flightClasses, users } from '../../db/schema';
import { restoreBackup, RestoreError, writeBackup } from './files';

afterAll(() => killStartedProcesses());

/** Everything a booking touches, in a stable order. */
async function state(db: Db) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    passengers: await db.select().from(bookingPassengers).orderBy(asc(bookingPassengers.id)),
    classes: await db.select().from(flightClasses).orderBy(asc(flightClasses.id)),
  };
}

describe('backup and restore of the embedded database', () => {
  it('back up, book more, restore: exactly the backed-up state comes back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skylark-backup-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const flight = await createFlight(database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 30 }],
    });
    const book = async (seat: string) => {
      const user = await createUser(database.db);
      const res = await call(app, 'POST', '/user/bookings', {
        token: tokenFor(app, user.id, 'user'),
        body: oneSeatBooking(flight.id, seat),
      });
      expect(res.status).toBe(201);
    };
    for (const seat of ['1A', '1B', '1C']) await book(seat);
    const backedUp = await state(database.db);

    const { file, bytes } = await writeBackup(database, join(dataDir, 'backups'));
    expect(bytes).toBeGreaterThan(0);
    for (const seat of ['2A', '2B']) await book(seat);
    expect((await state(database.db)).bookings).toHaveLength(5);
    await app.close();
    await database.close();

    // into the directory still holding a database: refused
    await expect(restoreBackup(file, join(dataDir, 'pglite'))).rejects.toBeInstanceOf(RestoreError);

    // `npm run restore FILE` into an empty data directory
    const emptyDir = mkdtempSync(join(tmpdir(), 'skylark-restored-'));
    const restore = runScript('src/ops/backup/cli.ts', { DATA_DIR: emptyDir }, ['restore', file]);
    expect(await restore.exited).toBe(0);
    const restored = await openDatabase({ dataDir: join(emptyDir, 'pglite') });
    expect(await state(restored.db)).toEqual(backedUp);
    await restored.close();
  }, 120_000);
});
