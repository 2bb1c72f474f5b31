import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { type Server, type Socket, createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { bookings } from '../db/schema';
import { openTestDatabase } from '../test/app';
import { createBooking, createFlight } from '../test/factories';

/** A TCP door to the PostgreSQL server that refuses every connection while it is shut. */
function databaseDoor(target: URL) {
  let open = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    open: () => void (open = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A first start while the database is out of reach (decision 009): the server answers 503 and the
 * job queue keeps trying; once the database is back the queue sets itself up and the timed work runs.
 */
describe('the job queue started during a database outage', () => {
  let shared: Awaited<ReturnType<typeof openTestDatabase>>;
  let door: ReturnType<typeof databaseDoor>;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    shared = await openTestDatabase();
    door = databaseDoor(new URL(shared.url!));
    const url = new URL(shared.url!);
    url.hostname = '127.0.0.1';
    url.port = String(await door.listen());
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-outage-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    app = await buildApp(config, { database, logger: false });
    // every start the queue tries in this first round meets a closed door
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await door?.close();
    await shared?.database.close();
    await shared?.drop();
  });

  it('expires a booking past its pay-by time once the database is back', async () => {
    const db = shared.database.db;
    const flight = await createFlight(db);
    const booking = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['4C'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
    await db
      .update(bookings)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));

    door.open();
    await vi.waitFor(
      async () => {
        const [row] = await db
          .select({ status: bookings.bookingStatus, reason: bookings.cancelReason })
          .from(bookings)
          .where(eq(bookings.id, booking.id));
        expect(row).toEqual({ status: 'CANCELLED', reason: 'EXPIRED' });
      },
      { timeout: 90_000, interval: 250 },
    );
  }, 120_000);
});
