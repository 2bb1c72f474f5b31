/**
 * `npm run bench`: seeds 100,000 flights (PostgreSQL at BENCH_DATABASE_URL or
 * DATABASE_URL, in a database `skylark_bench` it creates and drops; else PGlite in a
 * temporary directory), starts the whole server and a bare Fastify server, measures
 * with autocannon (50 connections, BENCH_DURATION seconds each) the flight list (page 1
 * and page 500), the search and the bare route, and prints each as a ratio to the bare
 * route. Then runs every other bench module in this folder (see runOtherBenches).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cityOf } from '@skylark/contract';
import { and, gte, lt } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { flights as flightsTable } from '../apps/api/src/db/schema';
import { benchEnv } from './lib/env';
import { CONNECTIONS, measure, printTable, type Measurement } from './lib/measure';
import { seedBenchFlights } from './lib/seed-flights';

const BENCH_DB = 'skylark_bench';
const HERE = fileURLToPath(new URL('.', import.meta.url));

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const portOf = (server: { address(): unknown }) => {
  const address = server.address();
  return typeof address === 'object' && address !== null && 'port' in address ? Number(address.port) : 0;
};

/** The four measurements of issue 3, against one database. */
async function benchFlights(database: Database, durationSeconds: number, flights: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skylark-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, message: 'ok', statusCode: 200, data: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const api = `http://127.0.0.1:${portOf(app.server)}/api/v1`;
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    // search a city that has a departure that day, by the lower-case city part of its name
    const [first] = await database.db
      .select({ city: flightsTable.departureCity })
      .from(flightsTable)
      .where(
        and(
          gte(flightsTable.departureAt, new Date(`${day}T00:00:00Z`)),
          lt(flightsTable.departureAt, new Date(`${day}T23:59:59Z`)),
        ),
      )
      .limit(1);
    const city = encodeURIComponent(cityOf(first?.city ?? 'Paris').toLowerCase());
    const searchUrl = `${api}/user/flights/search?departureCity=${city}&departureDate=${day}`;
    const probe = await fetch(searchUrl);
    const found = ((await probe.json()) as { data: { totalFlights: number } }).data.totalFlights;
    console.log(`search probe: ${found} flights from "${decodeURIComponent(city)}" on ${day}`);

    const rows: Measurement[] = [];
    const run = async (name: string, url: string) => {
      process.stdout.write(`measuring ${name} …`);
      const m = await measure(name, url, durationSeconds);
      console.log(` ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms`);
      rows.push(m);
      return m;
    };
    const bareRow = await run('bare Fastify route', `http://127.0.0.1:${portOf(bare.server)}/bare`);
    await run('GET /user/flights (page 1)', `${api}/user/flights`);
    await run('GET /user/flights?page=500', `${api}/user/flights?page=500`);
    await run('GET /user/flights/search (city+date)', searchUrl);

    console.log(
      `\nFlights bench: ${flights} flights on ${database.kind}, ${CONNECTIONS} connections, ${durationSeconds} s each\n`,
    );
    printTable(rows, bareRow);
  } finally {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Fn = (...args: unknown[]) => unknown;

/**
 * Every other `bench/*.ts` module (not run.ts) joins the run. A module exports
 * `run<Name>Bench(serverUrl)` (PostgreSQL server URL; it manages its own database) and,
 * optionally, `print<Name>Report(report)` and `assert<Name>Invariants(report)`; or a
 * default `async (serverUrl) => void`. Benches that need PostgreSQL are skipped without one.
 */
async function runOtherBenches(serverUrl: string | undefined): Promise<void> {
  const files = readdirSync(HERE).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'));
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(join(HERE, file)).href)) as Record<string, unknown>;
    const fn = (pattern: RegExp) =>
      Object.entries(mod).find(([name, value]) => pattern.test(name) && typeof value === 'function')?.[1] as
        Fn | undefined;
    const runner =
      fn(/^run\w*Bench$/) ?? (typeof mod.default === 'function' ? (mod.default as Fn) : undefined);
    if (!runner) continue;
    if (!serverUrl) {
      console.log(`\n${file}: skipped (needs PostgreSQL: set BENCH_DATABASE_URL)`);
      continue;
    }
    console.log(`\n${file}: running`);
    const report = await runner(serverUrl);
    fn(/^print\w*Report$/)?.(report);
    fn(/^assert\w*Invariants$/)?.(report);
  }
}

async function main() {
  const env = benchEnv();
  let database: Database;
  let cleanup: () => Promise<void>;
  if (env.serverUrl) {
    const serverUrl = env.serverUrl;
    await adminQuery(serverUrl, `drop database if exists ${BENCH_DB} with (force)`);
    await adminQuery(serverUrl, `create database ${BENCH_DB}`);
    database = await openDatabase({ url: withDatabase(serverUrl, BENCH_DB), poolSize: 20 });
    cleanup = async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${BENCH_DB} with (force)`);
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'skylark-bench-pglite-'));
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  try {
    await database.migrate();
    const started = Date.now();
    await seedBenchFlights(database.db, env.flights);
    console.log(
      `seeded ${env.flights} flights on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await benchFlights(database, env.durationSeconds, env.flights);
  } finally {
    await cleanup();
  }
  await runOtherBenches(env.serverUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
