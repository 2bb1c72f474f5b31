import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { createAdmin, createFlight, createUser } from '../src/test/factories';
import { oneSeatBooking } from '../src/test/booking-body';
import { checkInvariants, planBookings, retryUnanswered, runLoad, sendBooking } from '../src/test/crash-load';
import { type AppNode, metric, startAppNode } from './app-nodes';
import { faultTests } from './faults';
import { recordFigure, readRate, writeFigures } from './figures';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';

/**
 * The deployment of docs/deploy.md on real processes: a PostgreSQL primary, a streaming replica,
 * PgBouncer in transaction mode and three app nodes of the built server (DATABASE_URL through
 * PgBouncer, DATABASE_DIRECT_URL to the primary, DATABASE_READ_URL to the replica).
 */
const METRICS_TOKEN = randomBytes(16).toString('hex');
let cluster: PostgresCluster;
let database: Database;
let app: FastifyInstance;
let env: Record<string, string>;
const nodes: AppNode[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  env = {
    DATABASE_URL: cluster.pooledUrl,
    DATABASE_DIRECT_URL: cluster.primaryUrl,
    DATABASE_READ_URL: cluster.replicaUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN,
    // the load comes from one test client: the per-account and per-address booking limits would stop it
    BOOKING_RATE_LIMIT: '100000',
    MAX_PENDING_PASSENGERS: '100000',
    MAX_PENDING_PASSENGERS_TOTAL: '100000',
  };
  // three nodes starting together on an empty database: the start-up lock makes them take turns
  nodes.push(...(await Promise.all([0, 1, 2].map(() => startAppNode(env)))));
  database = await openDatabase({ url: cluster.primaryUrl, poolSize: 5 });
  app = await buildApp(loadConfig({ ...env, DATABASE_URL: cluster.primaryUrl, LOG_LEVEL: 'silent' }), {
    database,
    logger: false,
  });
  await app.ready();
}, 240_000);

afterAll(async () => {
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((n) => n.exited));
  await app?.close();
  await database?.close();
  await cluster?.close();
  writeFigures();
}, 60_000);

const api = (node: AppNode, path: string, init: RequestInit = {}) =>
  fetch(`${node.url}/api/v1${path}`, init).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown> | null },
  }));
const replicaUp = async (node: AppNode) =>
  ((await (await fetch(`${node.url}/health/ready`)).json()) as { data: { replicas: { up: boolean }[] } }).data
    .replicas[0]?.up;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('three app nodes, PgBouncer, a primary and a streaming replica', () => {
  it('a booking race across the three nodes holds no seat twice', async () => {
    const seats = 30;
    const planned = await planBookings(database.db, app, seats);
    const started = performance.now();
    const outcomes = await runLoad(planned, (i) => nodes[i % 3]!.url, {
      concurrency: 24,
      crashAfter: -1,
      crash: () => {},
    });
    recordFigure('bookingRaceRequestsPerSecond', planned.length / ((performance.now() - started) / 1000));
    expect(outcomes.filter((o) => o?.status === 201)).toHaveLength(seats);
    expect(outcomes.filter((o) => o?.status === 409)).toHaveLength(seats);
    expect(await checkInvariants(database.db, planned[0]!.body.flightId!, outcomes)).toMatchObject({
      answered201Missing: 0,
      seatsHeldTwice: 0,
      countersOff: 0,
    });
  }, 120_000);

  it('a traveller sees their booking right after making it, whichever node answers', async () => {
    const flight = await createFlight(database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 9_000, capacity: 18 }],
    });
    for (let i = 0; i < 12; i++) {
      const user = await createUser(database.db);
      const token = app.signToken(user.id, 'user', 3600);
      const made = await sendBooking(nodes[i % 3]!.url, {
        token,
        key: randomBytes(8).toString('hex'),
        body: oneSeatBooking(flight.id, `${Math.floor(i / 6) + 1}${'ABCDEF'[i % 6]}`),
      });
      expect(made?.status).toBe(201);
      for (const other of [nodes[(i + 1) % 3]!, nodes[(i + 2) % 3]!]) {
        const own = await api(other, `/user/bookings/${made!.bookingId}`, { headers: bearer(token) });
        expect(own.status).toBe(200);
        const mine = await api(other, '/user/bookings', { headers: bearer(token) });
        expect(JSON.stringify(mine.body.data)).toContain(made!.bookingId);
      }
    }
  }, 120_000);

  it('a flight edit reaches every node’s public reads through the replica, within the lag bound', async () => {
    const flight = await createFlight(database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
    });
    const admin = await createAdmin(database.db);
    const price = async (node: AppNode) =>
      (await api(node, `/user/flights/${flight.id}`)).body.data?.lowestPrice;
    // every node has the old answer in its cache, read from the replica once it had the flight
    for (const node of nodes) await expect.poll(() => price(node), { timeout: 10_000 }).toBe(100);
    const before = await Promise.all(
      nodes.map((n) => metric(n, 'skylark_routed_reads{target="replica"}', METRICS_TOKEN)),
    );

    const started = performance.now();
    const edit = await api(nodes[0]!, `/admin/flights/${flight.id}`, {
      method: 'PATCH',
      headers: { ...bearer(app.signToken(admin.id, 'admin', 600)), 'content-type': 'application/json' },
      body: JSON.stringify({ classTypes: [{ type: 'ECONOMY', price: 125, availableSeats: 30 }] }),
    });
    expect(edit.status).toBe(200);
    const seen = await Promise.all(
      nodes.map(async (node) => {
        await expect.poll(() => price(node), { timeout: 10_000, interval: 20 }).toBe(125);
        return performance.now() - started;
      }),
    );
    recordFigure('flightEditVisibleOnEveryNodeMs', Math.max(...seen));
    for (const [i, node] of nodes.entries()) {
      // the new answer came from the replica, which had replayed the edit when it was read
      expect(await metric(node, 'skylark_routed_reads{target="replica"}', METRICS_TOKEN)).toBeGreaterThan(
        before[i]!,
      );
      const lag = await metric(
        node,
        `skylark_replica_lag_seconds{replica="${new URL(cluster.replicaUrl).host}/skylark"}`,
        METRICS_TOKEN,
      );
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThanOrEqual(1);
      // the bound on a refill: it reads the primary rather than wait longer for the replica
      expect(await metric(node, 'skylark_replica_longest_wait_seconds', METRICS_TOKEN)).toBeLessThan(1);
    }
  }, 120_000);

  it('public reads go on without a failed request while the replica stops, from the primary', async () => {
    const flights = await Promise.all(Array.from({ length: 6 }, () => createFlight(database.db)));
    const primaryBefore = await Promise.all(
      nodes.map((n) => metric(n, 'skylark_routed_reads{target="primary"}', METRICS_TOKEN)),
    );
    let stopping = true;
    const statuses: number[] = [];
    let n = 0;
    // a new address each time (the API ignores an unknown parameter) so that every read reaches a database
    const reader = async () => {
      while (stopping) {
        const i = n++;
        const path = `/user/flights?limit=${(i % 50) + 1}&n=${i}`;
        const res = await fetch(`${nodes[i % 3]!.url}/api/v1${path}`);
        statuses.push(res.status);
        if (i % 7 === 0)
          statuses.push(
            (
              await fetch(
                `${nodes[i % 3]!.url}/api/v1/user/flights/${flights[i % 6]!.id}/seats?classType=ECONOMY&n=${i}`,
              )
            ).status,
          );
      }
    };
    const readers = Promise.all(Array.from({ length: 6 }, reader));
    await cluster.stopReplica();
    for (const node of nodes) {
      await expect
        .poll(() => replicaUp(node), {
          timeout: 10_000,
        })
        .toBe(false);
    }
    const afterStop = statuses.length;
    await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(afterStop + 60);
    stopping = false;
    await readers;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const [i, node] of nodes.entries()) {
      expect(await metric(node, 'skylark_routed_reads{target="primary"}', METRICS_TOKEN)).toBeGreaterThan(
        primaryBefore[i]!,
      );
      expect((await fetch(`${node.url}/health/ready`)).status).toBe(200);
    }
    await cluster.startReplica();
    for (const node of nodes) {
      await expect
        .poll(() => replicaUp(node), {
          timeout: 30_000,
        })
        .toBe(true);
    }
  }, 180_000);

  it('records one node’s public reads and bookings a second', async () => {
    const flight = await createFlight(database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 60 }],
    });
    recordFigure(
      'cachedFlightDetailPerNodePerSecond',
      await readRate(`${nodes[0]!.url}/api/v1/user/flights/${flight.id}`),
    );
    recordFigure(
      'uncachedFlightListPerNodePerSecond',
      await readRate(`${nodes[0]!.url}/api/v1/user/flights`, (i) => `?limit=20&n=${i}`),
    );
    recordFigure(
      'uncachedSearchPerNodePerSecond',
      await readRate(
        `${nodes[0]!.url}/api/v1/user/flights/search`,
        (i) => `?limit=20&passengers=${(i % 4) + 1}&n=${i}`,
      ),
    );
  }, 120_000);

  faultTests(() => ({ cluster, database, app, nodes, metricsToken: METRICS_TOKEN }));

  it('an app node killed mid-load loses no answered booking', async () => {
    const seats = 45;
    const planned = await planBookings(database.db, app, seats);
    let crashed: Promise<unknown> | undefined;
    const outcomes = await runLoad(planned, (i) => nodes[i % 3]!.url, {
      concurrency: 18,
      crashAfter: 30,
      crash: () => {
        nodes[2]!.child.kill('SIGKILL');
        crashed = nodes[2]!.exited;
      },
    });
    await crashed;
    let turn = 0;
    await retryUnanswered(planned, outcomes, () => nodes[turn++ % 2]!.url);
    expect(outcomes.every((o) => o !== undefined && (o.status === 201 || o.status === 409))).toBe(true);
    expect(outcomes.filter((o) => o?.status === 201)).toHaveLength(seats);
    expect(await checkInvariants(database.db, planned[0]!.body.flightId!, outcomes)).toEqual({
      answered201Missing: 0,
      seatsHeldTwice: 0,
      countersOff: 0,
      halfFinishedKeys: 0,
    });
  }, 180_000);
});
