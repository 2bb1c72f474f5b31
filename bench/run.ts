/**
 * `npm run bench` (docs/benchmarks.md): seeds 100,000 flights (PostgreSQL at BENCH_DATABASE_URL
 * or DATABASE_URL, in a database `skylark_bench` it creates and drops; else PGlite in a
 * temporary directory), starts the built server in its own process (PostgreSQL: 1, then 2
 * workers) and a bare Fastify route in a process of its own, measures with autocannon (50 connections,
 * BENCH_DURATION seconds each) the flight list (page 1 and page 500), a flight, its seats, the
 * search (by city and date, and with the price, duration and time-of-day filters), the fare
 * calendar, the painted pages (Home, the flight list and a flight's page, which need the web build:
 * `npm run build`) and the bare route, prints each as a ratio to the bare route (p99 also to a flight's
 * detail's) and the server's RSS. BENCH_ONLY narrows the run (bench/lib/env.ts). Then bookings under contention with 1 and 2 workers (PostgreSQL) and every other bench
 * module in this folder (see runOtherBenches).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cityOf, isoDayOf } from '@skylark/contract';
import { and, desc, gte, lt } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { flights as flightsTable } from '../apps/api/src/db/schema';
import { startBareServer } from './lib/bare-server';
import { benchEnv } from './lib/env';
import { CONNECTIONS, measure, printTable, type Measurement } from './lib/measure';
import { seedBenchFlights } from './lib/seed-flights';
import { type BenchServer, startBenchServer } from './lib/server';
import { assertBookingsInvariants, printBookingsReport, runBookingsBench } from './bookings.bench';

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

/** Workers the flight routes are measured with: PostgreSQL 1 and 2, PGlite its one process. */
const workerCounts = (kind: Database['kind']) => (kind === 'postgres' ? [1, 2] : [1]);

/** A day with departures, a city departing that day, and a flight ahead: what the routes read. */
async function probeTargets(database: Database) {
  const day = isoDayOf(new Date(Date.now() + 10 * 86_400_000));
  const [first] = await database.db
    .select({ id: flightsTable.id, city: flightsTable.departureCity, to: flightsTable.arrivalCity })
    .from(flightsTable)
    .where(
      and(
        gte(flightsTable.departureAt, new Date(`${day}T00:00:00Z`)),
        lt(flightsTable.departureAt, new Date(`${day}T23:59:59Z`)),
      ),
    )
    .limit(1);
  // search a city that has a departure that day, by the lower-case city part of its name
  const city = encodeURIComponent(cityOf(first?.city ?? 'Paris').toLowerCase());
  const to = encodeURIComponent(cityOf(first?.to ?? 'London').toLowerCase());
  const [ahead] = await database.db
    .select({ id: flightsTable.id })
    .from(flightsTable)
    .orderBy(desc(flightsTable.departureAt))
    .limit(1);
  return { day, city, to, flightId: first?.id ?? ahead?.id ?? '' };
}

/**
 * The flight routes against the real server (its own process, `workers` workers) and the bare
 * route, each as a ratio to the bare route measured in the same run; the server's RSS after.
 */
async function benchFlights(
  kind: Database['kind'],
  { day, city, to, flightId }: Awaited<ReturnType<typeof probeTargets>>,
  durationSeconds: number,
  flights: number,
  only: string[] | undefined,
  start: (workers: number) => Promise<BenchServer>,
): Promise<void> {
  const home = join(HERE, '..', 'apps', 'web', 'dist', 'pages', 'home.html.br');
  const bare = await startBareServer(existsSync(home) ? home : undefined);
  try {
    for (const workers of workerCounts(kind)) {
      const server = await start(workers);
      try {
        const api = `${server.url}/api/v1`;
        const searchUrl = `${api}/user/flights/search?departureCity=${city}&departureDate=${day}`;
        const probe = await fetch(searchUrl);
        const found = ((await probe.json()) as { data: { totalFlights: number } }).data.totalFlights;
        console.log(`\nsearch probe: ${found} flights from "${decodeURIComponent(city)}" on ${day}`);
        const filtersUrl = `${searchUrl}&minPrice=100&maxPrice=400&maxDuration=6&times=morning,afternoon,evening&passengers=2`;
        const filtered = await fetch(filtersUrl);
        const kept = ((await filtered.json()) as { data: { totalFlights: number } }).data.totalFlights;
        console.log(`search with filters probe: ${kept} flights ($100-$400, 6 h at most, 06-24, 2 seats)`);
        const rows: Measurement[] = [];
        const detailName = 'GET /user/flights/{id}';
        const run = async (name: string, url: string, headers?: Record<string, string>) => {
          const reference = name === detailName || name === 'bare Fastify route';
          if (only && !reference && !only.some((part) => name.includes(part))) return undefined;
          process.stdout.write(`measuring ${name} …`);
          const m = await measure(name, url, durationSeconds, headers);
          console.log(` ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms`);
          rows.push(m);
          return m;
        };
        const bareRow = (await run('bare Fastify route', bare.url))!;
        await run('GET /user/flights (page 1)', `${api}/user/flights`);
        await run('GET /user/flights?page=500', `${api}/user/flights?page=500`);
        const detailRow = await run(detailName, `${api}/user/flights/${flightId}`);
        await run('GET /user/flights/{id}/seats', `${api}/user/flights/${flightId}/seats?classType=ECONOMY`);
        await run('GET /user/flights/search (city+date)', searchUrl);
        await run('GET /user/flights/search (city+date+filters)', filtersUrl);
        await run(
          'GET /user/flights/calendar (route+month)',
          `${api}/user/flights/calendar?from=${city}&to=${to}&month=${day.slice(0, 7)}`,
        );
        // the painted pages (the web build's, in apps/web/dist), asked for as a browser does
        const browser = { 'accept-encoding': 'gzip, deflate, br' };
        await run('painted page GET / (Home)', `${server.url}/`, browser);
        // the reference of before: the build's Home without data, from disk, as GET / was sent until decision 090
        await run(
          'painted page reference: Home from disk (/pages/home.html)',
          `${server.url}/pages/home.html`,
          browser,
        );
        // the ceiling of a page that weighs what Home does: a bare route sending the build's Home's bytes
        await run("painted page reference: bare route sending Home's bytes", bare.pageUrl, browser);
        await run('painted page GET /book-flights', `${server.url}/book-flights`, browser);
        await run(
          "painted page GET /book-flights/{id} (a flight's)",
          `${server.url}/book-flights/${flightId}`,
          browser,
        );
        console.log(
          `\nFlights bench: ${flights} flights on ${kind}, ${workers} worker(s), ${CONNECTIONS} connections, ${durationSeconds} s each\n`,
        );
        printTable(rows, bareRow, detailRow);
        console.log(`server RSS after the flights bench: ${server.rssMb()} MB`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await bare.stop();
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
  const files = readdirSync(HERE).filter(
    (f) => f.endsWith('.ts') && f !== 'run.ts' && f !== 'bookings.bench.ts' && !f.endsWith('.d.ts'),
  );
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
  const dataDir = mkdtempSync(join(tmpdir(), 'skylark-bench-data-'));
  const databaseUrl = env.serverUrl ? withDatabase(env.serverUrl, BENCH_DB) : undefined;
  if (env.serverUrl) {
    await adminQuery(env.serverUrl, `drop database if exists ${BENCH_DB} with (force)`);
    await adminQuery(env.serverUrl, `create database ${BENCH_DB}`);
  }
  // PGlite: seeded here, then closed and opened by the server, its one owner
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl, poolSize: 4 } : { dataDir: join(dataDir, 'pglite') },
  );
  const kind = database.kind;
  try {
    await database.migrate();
    const started = Date.now();
    await seedBenchFlights(database.db, env.flights);
    console.log(
      `seeded ${env.flights} flights on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const targets = await probeTargets(database);
    await database.close();
    await benchFlights(kind, targets, env.durationSeconds, env.flights, env.only, (workers) =>
      startBenchServer({ databaseUrl, dataDir, workers }),
    );
  } finally {
    await database.close().catch(() => {});
    if (env.serverUrl) await adminQuery(env.serverUrl, `drop database if exists ${BENCH_DB} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (env.only) {
    console.log(`\nBENCH_ONLY=${env.only.join(',')}: bookings and the other benches skipped`);
    return;
  }
  if (env.serverUrl) {
    for (const workers of workerCounts('postgres')) {
      const report = await runBookingsBench(env.serverUrl, workers);
      printBookingsReport(report);
      assertBookingsInvariants(report);
    }
  } else console.log('\nbookings under contention: skipped (needs PostgreSQL: set BENCH_DATABASE_URL)');
  await runOtherBenches(env.serverUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
