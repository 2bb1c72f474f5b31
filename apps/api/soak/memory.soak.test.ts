import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase } from '../src/test/app';
import { createAdmin, createFlight, createUser } from '../src/test/factories';
import { countByConstructor, growthBetween } from './memory-heap';
import { PLAN_LENGTH, mix } from './memory-load';
import { runPaced } from './memory-pace';
import {
  type ProbeSample,
  type ProbedServer,
  memorySoakSettings,
  sampleLine,
  startProbedServer,
} from './memory-soak';

const HANDLES_OF_THE_MOMENT = 5;

/**
 * The memory soak (docs/benchmarks.md): SOAK_REQUESTS requests of the mix over SOAK_MINUTES against
 * the built server on PostgreSQL. After a warm-up (a fifth of the requests) and at the end, with
 * the load stopped and the connections closed: memory after a full collection, handles, listeners,
 * and a heap snapshot counted by constructor. RSS under load must stay flat within 10 % (its second
 * half against its first), the live heap too, and no handle, listener or kind of object grow.
 */
let server: ProbedServer | undefined;
afterAll(() => server?.child.kill('SIGKILL'));

describe('the memory soak on PostgreSQL', () => {
  const { requests, minutes } = memorySoakSettings();

  it(
    'keeps RSS flat after warm-up, grows no handle, listener or kind of object, and answers every request right',
    async () => {
      const shared = await openTestDatabase(5);
      const env = {
        DATABASE_URL: shared.url!,
        JWT_SECRET: randomBytes(32).toString('hex'),
        // one test client sends every request: the per-account and per-address limits would stop it
        BOOKING_RATE_LIMIT: '10000000',
        TRACKING_RATE_LIMIT: '10000000',
        MAX_PENDING_PASSENGERS: '10000000',
        MAX_PENDING_PASSENGERS_TOTAL: '10000000',
      };
      server = await startProbedServer(env);
      const signer = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent' }), {
        database: shared.database,
        logger: false,
        work: false,
      });
      const bookings = Math.ceil(requests / PLAN_LENGTH);
      const flights = [];
      for (let i = 0; i < Math.ceil(bookings / 150) + 1; i++)
        flights.push(
          await createFlight(shared.database.db, {
            classes: [{ type: 'ECONOMY', priceCents: 12_000, capacity: 150 }],
          }),
        );
      const users = await Promise.all(Array.from({ length: 20 }, () => createUser(shared.database.db)));
      const admin = await createAdmin(shared.database.db);
      const calls = mix({
        flightIds: flights.map((f) => f.id),
        userTokens: users.map((u) => signer.signToken(u.id, 'user', 24 * 3600)),
        adminToken: signer.signToken(admin.id, 'admin', 24 * 3600),
      });
      await signer.close();

      const probed = server;
      const quiet: { sample: ProbeSample; counts: Map<string, number> }[] = [];
      // RSS under load after warm-up, minute by minute: flat within 10 % of the first
      const underLoad: number[] = [];
      const run = await runPaced(probed.url, calls, requests, minutes * 60_000, {
        warmUp: Math.floor(requests / 5),
        everyMs: Math.min(60_000, (minutes * 60_000) / 6),
        async onTick(done) {
          const sample = await probed.sample();
          if (quiet.length === 1) underLoad.push(sample.rss);
          console.log(sampleLine(`memory soak, ${new Date().toISOString().slice(11, 19)}`, sample, done));
        },
        async onQuiet(label, done) {
          const sample = await probed.sample(true);
          console.log(sampleLine(`memory soak, ${label}, after a full collection`, sample, done));
          quiet.push({ sample, counts: countByConstructor(await probed.snapshot()) });
        },
      });
      probed.child.kill('SIGTERM');
      expect(await probed.exited).toBe(0);
      server = undefined;
      await shared.database.close();
      await shared.drop();

      const [warm, end] = quiet as [(typeof quiet)[0], (typeof quiet)[0]];
      const grown = growthBetween(warm.counts, end.counts);
      // flat: the second half of the minutes after warm-up no higher than 10 % above the first
      const half = Math.ceil(underLoad.length / 2);
      const [firstMax, secondMax] = [
        Math.max(...underLoad.slice(0, half)),
        Math.max(...underLoad.slice(half)),
      ];
      console.log(
        `memory soak: ${JSON.stringify({
          ...run.figures,
          rssWarmMb: Math.round(warm.sample.rss / 2 ** 20),
          rssEndMb: Math.round(end.sample.rss / 2 ** 20),
          rssUnderLoadMb: underLoad.map((rss) => Math.round(rss / 2 ** 20)),
          rssUnderLoadMaxMb: [firstMax, secondMax].map((rss) => Math.round(rss / 2 ** 20)),
          heapWarmMb: Math.round(warm.sample.heapUsed / 2 ** 20),
          heapEndMb: Math.round(end.sample.heapUsed / 2 ** 20),
          grown,
        })}`,
      );
      expect(run.figures.wrong, JSON.stringify(run.wrongExamples)).toBe(0);
      expect(underLoad.length).toBeGreaterThanOrEqual(2);
      expect(secondMax).toBeLessThanOrEqual(firstMax * 1.1);
      // what a collection cannot free: the live heap at the end within 10 % of the one after warm-up
      expect(end.sample.heapUsed).toBeLessThanOrEqual(warm.sample.heapUsed * 1.1);
      // a handle that leaks grows with the requests (thousands after warm-up); a few more or fewer
      // come and go with the moment: an idle pool connection's timer, a keep-alive socket
      for (const [kind, count] of Object.entries(end.sample.resources))
        expect(count, kind).toBeLessThanOrEqual((warm.sample.resources[kind] ?? 0) + HANDLES_OF_THE_MOMENT);
      expect(end.sample.processListeners).toBeLessThanOrEqual(warm.sample.processListeners);
      expect(end.sample.serverListeners).toBeLessThanOrEqual(warm.sample.serverListeners);
      expect(grown).toEqual([]);
    },
    24 * 60 * 60_000,
  );
});
