/**
 * Bookings under contention on PostgreSQL (issue 4): ≥ 2,000 booking attempts with 50
 * connections, each by a different customer for a seat of a flight with limited seats; then
 * the invariants: no seat held twice, and every class's counter equals its active passengers.
 * A warm-up of 300 attempts on two flights and customers of their own comes first; the rate is
 * timed from the first request sent to the last answer received (autocannon ends on a whole second).
 *
 *   npx tsx bench/bookings.bench.ts [postgres://admin-url] [workers]   (default postgres://postgres@127.0.0.1:5432/postgres, 1)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seatNumbersOf } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { createFlight } from '../apps/api/src/test/factories';
import { users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { postgresCpuSeconds, startBenchServer } from './lib/server';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ATTEMPTS = 2400;
const CONNECTIONS = 50;
const FLIGHTS = 10;
const SEATS_PER_FLIGHT = 120; // 1,200 seats for 2,400 attempts: half must lose
/** Before the measured run, on flights and customers of its own: a server that has answered before. */
const WARMUP_ATTEMPTS = 300;
const WARMUP_FLIGHTS = 2;

interface AutocannonRequest {
  method: string;
  path: string;
  setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
    headers: Record<string, string>;
    body: string;
  };
  onResponse: (status: number) => void;
}
interface AutocannonResult {
  duration: number;
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

export interface BookingsBenchReport {
  attempts: number;
  booked: number;
  refused409: number;
  otherStatuses: Record<string, number>;
  /** from the first request sent to the last answer received */
  durationSeconds: number;
  bookingsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  seatsHeldTwice: number;
  classesOutOfStep: number;
  activePassengers: number;
  workers: number;
  /** the warm-up's attempts and bookings (not in the figures above) */
  warmupAttempts: number;
  warmupBooked: number;
  /**
   * CPU seconds of the measured run and of sending its mails after it: the server (every worker
   * and thread), its main threads, which answer requests and run the mail jobs (the rest is V8's
   * compiler and collector and libuv's pool), its PostgreSQL backends, this process
   */
  cpuSeconds: {
    server: number;
    requestThreads: number;
    postgres: number;
    bench: number;
  };
  /** seconds after the last answer until the run's booking mails were all sent */
  mailDrainSeconds: number;
  /** resident memory of the server (every worker) after the bench, MB */
  serverRssMb: number;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Waits until the mail queue holds no job to run (at most 5 min); answers the seconds waited. */
async function mailQueueDrained(db: Db): Promise<number> {
  const start = Date.now();
  for (let i = 0; i < 3000; i++) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`,
    );
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - start) / 1000;
}

export async function runBookingsBench(
  adminUrl = DEFAULT_ADMIN_URL,
  workers = 1,
): Promise<BookingsBenchReport> {
  const name = `skylark_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  try {
    await database.migrate();
    const dataDir = mkdtempSync(join(tmpdir(), 'skylark-bench-'));
    const jwtSecret = randomBytes(32).toString('hex');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    // this app only signs the customers' tokens; the server under test runs in its own process
    const app = await buildApp(config, { database, logger: false, work: false });
    const server = await startBenchServer({ databaseUrl: url.toString(), dataDir, workers, jwtSecret });

    const db = database.db;
    const flights: { id: string }[] = [];
    for (let i = 0; i < FLIGHTS + WARMUP_FLIGHTS; i++) {
      flights.push(
        await createFlight(db, {
          classes: [{ type: 'ECONOMY', priceCents: 19_900, capacity: SEATS_PER_FLIGHT }],
        }),
      );
    }
    const seatMap = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: SEATS_PER_FLIGHT }]);
    const passwordHash = await hashPassword('bench-password-1');
    const customerIds: string[] = [];
    for (let start = 0; start < ATTEMPTS + WARMUP_ATTEMPTS; start += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, ATTEMPTS + WARMUP_ATTEMPTS - start) }, (_, i) => ({
            firstName: 'Bench',
            lastName: `Customer${start + i}`,
            email: `bench-${start + i}-${name}@example.com`,
            phoneNumber: '0712345678',
            passwordHash,
          })),
        )
        .returning({ id: users.id });
      customerIds.push(...rows.map((r) => r.id));
    }
    const tokens = customerIds.map((id) => app.signToken(id, 'user', 3600));

    const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
    /** One run: each attempt by its own customer (`customers`) on one of `onFlights`, a random seat. */
    const run = async (customers: string[], onFlights: { id: string }[]) => {
      let next = 0;
      let firstSent = 0;
      let lastAnswered = 0;
      const statuses: Record<string, number> = {};
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount: customers.length,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/user/bookings',
            setupRequest: (request) => {
              if (next === 0) firstSent = performance.now();
              const i = next++ % customers.length;
              const flight = onFlights[i % onFlights.length]!;
              const seat = seatMap[Math.floor(Math.random() * seatMap.length)]!;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${customers[i]}`,
                },
                body: JSON.stringify({
                  flightId: flight.id,
                  classType: 'ECONOMY',
                  passengers: [{ firstName: 'Bench', lastName: `Traveller${i}`, age: 40, gender: 'OTHER' }],
                  seatNumbers: [seat],
                  mealPreferences: ['REGULAR'],
                  specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
                }),
              };
            },
            onResponse: (status) => {
              lastAnswered = performance.now();
              statuses[status] = (statuses[status] ?? 0) + 1;
            },
          },
        ],
      });
      // autocannon ends its run on a whole second: the rate is timed from the requests themselves
      return { result, statuses, seconds: (lastAnswered - firstSent) / 1000 };
    };
    const warmup = await run(tokens.slice(ATTEMPTS), flights.slice(FLIGHTS));
    const cpu = {
      server: server.cpuSeconds(),
      requestThreads: server.requestThreadCpuSeconds(),
      postgres: postgresCpuSeconds(name),
      bench: process.cpuUsage(),
    };
    const { result, statuses, seconds } = await run(tokens.slice(0, ATTEMPTS), flights.slice(0, FLIGHTS));
    const mailDrainSeconds = await mailQueueDrained(db);
    const bench = process.cpuUsage(cpu.bench);
    const cpuSeconds = {
      server: server.cpuSeconds() - cpu.server,
      requestThreads: server.requestThreadCpuSeconds() - cpu.requestThreads,
      postgres: postgresCpuSeconds(name) - cpu.postgres,
      bench: (bench.user + bench.system) / 1e6,
    };
    const twice = await db.execute(sql`
      select flight_id, seat_number from booking_passengers where active
      group by flight_id, seat_number having count(*) > 1`);
    const outOfStep = await db.execute(sql`
      select c.id from flight_classes c
      left join booking_passengers p on p.flight_id = c.flight_id and p.active
        and exists (select 1 from booking_segments s where s.booking_id = p.booking_id and s.segment = p.segment and s.class_type = c.type)
      group by c.id, c.booked_seats, c.capacity
      having c.booked_seats <> count(p.id) or c.capacity - c.booked_seats < 0`);
    const active = await db.execute(sql`select count(*)::int as n from booking_passengers where active`);
    await app.close();
    const serverRssMb = server.rssMb();
    await server.stop();

    const booked = statuses['201'] ?? 0;
    const warmupBooked = warmup.statuses['201'] ?? 0;
    const refused409 = statuses['409'] ?? 0;
    const otherStatuses = Object.fromEntries(
      Object.entries(statuses).filter(([s]) => s !== '201' && s !== '409'),
    );
    return {
      attempts: Object.values(statuses).reduce((a, b) => a + b, 0),
      booked,
      refused409,
      otherStatuses,
      durationSeconds: seconds,
      bookingsPerSecond: Math.round((booked / seconds) * 10) / 10,
      requestsPerSecond: Math.round(ATTEMPTS / seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      seatsHeldTwice: twice.rows.length,
      classesOutOfStep: outOfStep.rows.length,
      activePassengers: Number((active.rows[0] as { n: number }).n),
      workers,
      warmupAttempts: Object.values(warmup.statuses).reduce((a, b) => a + b, 0),
      warmupBooked,
      cpuSeconds,
      mailDrainSeconds,
      serverRssMb,
    };
  } finally {
    await database.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

export function printBookingsReport(r: BookingsBenchReport): void {
  console.log(
    `\nBookings under contention (PostgreSQL, ${r.workers} worker(s), 50 connections, after a warm-up of ${r.warmupAttempts} attempts)`,
  );
  console.log(
    `  attempts ${r.attempts}: booked ${r.booked}, 409 ${r.refused409}, other ${JSON.stringify(r.otherStatuses)}`,
  );
  console.log(
    `  ${r.bookingsPerSecond} bookings/s, ${r.requestsPerSecond} requests/s over ${r.durationSeconds.toFixed(1)} s`,
  );
  console.log(`  latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`);
  console.log(
    `  seats held twice: ${r.seatsHeldTwice}; classes whose counter differs from active passengers: ${r.classesOutOfStep}`,
  );
  console.log(
    `  active passengers: ${r.activePassengers} (= booked, warm-up's ${r.warmupBooked} included: ${r.activePassengers === r.booked + r.warmupBooked})`,
  );
  const c = r.cpuSeconds;
  console.log(`  booking mails all sent ${r.mailDrainSeconds.toFixed(1)} s after the last answer`);
  console.log(
    `  CPU: server ${c.server.toFixed(2)} s (its request threads ${c.requestThreads.toFixed(2)} s, other threads ${(c.server - c.requestThreads).toFixed(2)} s, mostly V8's compiler and collector), PostgreSQL ${c.postgres.toFixed(2)} s, bench ${c.bench.toFixed(2)} s (${((c.server * 1000) / r.attempts).toFixed(2)} ms of server a request)`,
  );
  console.log(`  server RSS after the bookings bench: ${r.serverRssMb} MB`);
}

/** Throws when an invariant broke, so `npm run bench` fails loudly. */
export function assertBookingsInvariants(r: BookingsBenchReport): void {
  const problems: string[] = [];
  if (r.attempts < 2000) problems.push(`only ${r.attempts} attempts`);
  if (r.seatsHeldTwice !== 0) problems.push(`${r.seatsHeldTwice} seats held twice`);
  if (r.classesOutOfStep !== 0) problems.push(`${r.classesOutOfStep} classes out of step`);
  if (r.activePassengers !== r.booked + r.warmupBooked)
    problems.push('active passengers differ from successful bookings');
  if (r.warmupAttempts !== WARMUP_ATTEMPTS) problems.push(`the warm-up made ${r.warmupAttempts} attempts`);
  if (Object.keys(r.otherStatuses).length)
    problems.push(`unexpected statuses ${JSON.stringify(r.otherStatuses)}`);
  if (problems.length) throw new Error(`bookings bench: ${problems.join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runBookingsBench(process.argv[2] || undefined, Number(process.argv[3] ?? 1));
  printBookingsReport(report);
  assertBookingsInvariants(report);
}
