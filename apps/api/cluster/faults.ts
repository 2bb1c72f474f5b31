import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createAdmin, createFlight } from '../src/test/factories';
import { checkInvariants, planBookings, retryUnanswered, runLoad } from '../src/test/crash-load';
import { type AppNode, metric } from './app-nodes';
import type { PostgresCluster } from './postgres-cluster';

/** What the fault tests share with the rest of the cluster suite, once its beforeAll has run. */
export interface ClusterParts {
  cluster: PostgresCluster;
  database: Database;
  app: FastifyInstance;
  nodes: AppNode[];
  metricsToken: string;
}

/** Runs `work` until it succeeds, within `timeoutMs`: a pool whose connections a restart ended. */
async function untilItWorks<T>(work: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The bound the nodes run with: DATABASE_READ_MAX_LAG_MS's default. */
const MAX_LAG_SECONDS = 1;

/** Faults of the deployment's databases (docs/deploy.md): a replica held back, PgBouncer and the primary restarted. */
export function faultTests(parts: () => ClusterParts) {
  const routed = (node: AppNode, target: 'replica' | 'primary') =>
    metric(node, `skylark_routed_reads{target="${target}"}`, parts().metricsToken).then((n) => n ?? 0);
  const lag = (node: AppNode) =>
    metric(
      node,
      `skylark_replica_lag_seconds{replica="${new URL(parts().cluster.replicaUrl).host}/skylark"}`,
      parts().metricsToken,
    );
  let n = 0;
  // a new address each time (the API ignores an unknown parameter): every read reaches a database
  const read = (node: AppNode) =>
    fetch(`${node.url}/api/v1/user/flights?limit=5&fault=${n++}`).then((r) => r.status);

  it('a replica further behind than DATABASE_READ_MAX_LAG_MS is not read, and is read again once it catches up', async () => {
    const { cluster, database, nodes } = parts();
    const replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    try {
      await replica.query('select pg_wal_replay_pause()');
      // a change the replica does not replay: from now on it falls further behind
      await createFlight(database.db);
      for (const node of nodes)
        await expect.poll(() => lag(node), { timeout: 20_000 }).toBeGreaterThan(MAX_LAG_SECONDS);
      const before = await Promise.all(nodes.map((node) => routed(node, 'replica')));
      const primaryBefore = await Promise.all(nodes.map((node) => routed(node, 'primary')));
      for (let i = 0; i < 30; i++) expect(await read(nodes[i % 3]!)).toBe(200);
      for (const [i, node] of nodes.entries()) {
        expect(await routed(node, 'replica')).toBe(before[i]);
        expect(await routed(node, 'primary')).toBeGreaterThan(primaryBefore[i]!);
      }
      await replica.query('select pg_wal_replay_resume()');
      for (const [i, node] of nodes.entries()) {
        await expect.poll(() => lag(node), { timeout: 20_000 }).toBeLessThanOrEqual(MAX_LAG_SECONDS);
        await expect
          .poll(async () => (await read(node)) === 200 && (await routed(node, 'replica')), {
            timeout: 20_000,
          })
          .toBeGreaterThan(before[i]!);
      }
    } finally {
      await replica.query('select pg_wal_replay_resume()').catch(() => {});
      await replica.end();
    }
  }, 120_000);

  it('PgBouncer restarted under load loses no answered booking; what it cut is a 503 with Retry-After, then booked on retry', async () => {
    const { cluster, database, app, nodes } = parts();
    const seats = 45;
    const planned = await planBookings(database.db, app, seats);
    let restarted: Promise<void> | undefined;
    const outcomes = await runLoad(planned, (i) => nodes[i % 3]!.url, {
      concurrency: 18,
      crashAfter: 20,
      crash: () => (restarted = cluster.restartBouncer()),
    });
    await restarted;
    const refused = outcomes.filter((o) => o !== undefined && o.status >= 500);
    // every request has an answer: the nodes stayed up; a refusal is a 503 that says when to try again
    expect(outcomes.filter((o) => o === undefined)).toEqual([]);
    expect(refused.map((o) => [o!.status, o!.retryAfter !== undefined])).toEqual(
      refused.map(() => [503, true]),
    );
    await retryUnanswered(planned, outcomes, () => nodes[0]!.url);
    expect(outcomes.filter((o) => o?.status === 201)).toHaveLength(seats);
    expect(outcomes.filter((o) => o?.status === 409)).toHaveLength(seats);
    expect(await checkInvariants(database.db, planned[0]!.body.flightId!, outcomes)).toEqual({
      answered201Missing: 0,
      seatsHeldTwice: 0,
      countersOff: 0,
      halfFinishedKeys: 0,
    });
  }, 180_000);

  it('a primary restart is survived without restarting the app nodes: bookings, reads and cache updates go on', async () => {
    const { cluster, database, app, nodes } = parts();
    await cluster.restartPrimary();
    for (const node of nodes)
      await expect
        .poll(() => fetch(`${node.url}/health/ready`).then((r) => r.status), { timeout: 30_000 })
        .toBe(200);
    // the test's own pool lost its connections too: its first query may find one dead
    const flight = await untilItWorks(() =>
      createFlight(database.db, { classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }] }),
    );
    const planned = (await planBookings(database.db, app, 3)).slice(0, 3);
    const outcomes = await runLoad(planned, (i) => nodes[i % 3]!.url, {
      concurrency: 3,
      crashAfter: -1,
      crash: () => {},
    });
    await retryUnanswered(planned, outcomes, () => nodes[0]!.url);
    expect(outcomes.map((o) => o?.status)).toEqual([201, 201, 201]);
    // each node listens again: an edit through one reaches every node's cached reads
    const price = async (node: AppNode) =>
      (
        (await (await fetch(`${node.url}/api/v1/user/flights/${flight.id}`)).json()) as {
          data: { lowestPrice: number };
        }
      ).data.lowestPrice;
    for (const node of nodes) await expect.poll(() => price(node), { timeout: 15_000 }).toBe(100);
    const admin = await createAdmin(database.db);
    const edit = await fetch(`${nodes[0]!.url}/api/v1/admin/flights/${flight.id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${app.signToken(admin.id, 'admin', 600)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ classTypes: [{ type: 'ECONOMY', price: 125, availableSeats: 30 }] }),
    });
    expect(edit.status).toBe(200);
    for (const node of nodes) await expect.poll(() => price(node), { timeout: 15_000 }).toBe(125);
  }, 180_000);
}
