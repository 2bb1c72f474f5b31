/**
 * Bookings under contention on PostgreSQL (issue 4): ≥ 2,000 booking attempts with 50
 * connections, each by a different customer for a seat of a flight with limited seats; then
 * the invariants: no seat held twice, and every class's counter equals its active passengers.
 *
 *   npx tsx bench/bookings.bench.ts [postgres://admin-url]   (default postgres://postgres@127.0.0.1:5432/postgres)
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
import { openDatabase } from '../apps/api/src/db/client';
import { createFlight } from '../apps/api/src/db/factories';
import { users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { startBenchServer } from './lib/server';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ATTEMPTS = 2400;
const CONNECTIONS = 50;
const FLIGHTS = 10;
const SEATS_PER_FLIGHT = 120; // 1,200 seats for 2,400 attempts: half must lose

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
    const app = await buildApp(config, {
      database,
      logger: false,
      mailer: { send() {}, flush: async () => {} },
    });
    const server = await startBenchServer({ databaseUrl: url.toString(), dataDir, workers, jwtSecret });

    const db = database.db;
    const flights: { id: string }[] = [];
    for (let i = 0; i < FLIGHTS; i++) {
      flights.push(
        await createFlight(db, {
          classes: [{ type: 'ECONOMY', priceCents: 19_900, capacity: SEATS_PER_FLIGHT }],
        }),
      );
    }
    const seatMap = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: SEATS_PER_FLIGHT }]);
    const passwordHash = await hashPassword('bench-password-1');
    const customerIds: string[] = [];
    for (let start = 0; start < ATTEMPTS; start += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, ATTEMPTS - start) }, (_, i) => ({
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

    let next = 0;
    const statuses: Record<string, number> = {};
    const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount: ATTEMPTS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/user/bookings',
          setupRequest: (request) => {
            const i = next++ % ATTEMPTS;
            const flight = flights[i % FLIGHTS]!;
            const seat = seatMap[Math.floor(Math.random() * seatMap.length)]!;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[i]}`,
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
            statuses[status] = (statuses[status] ?? 0) + 1;
          },
        },
      ],
    });

    const twice = await db.execute(sql`
      select flight_id, seat_number from booking_passengers where active
      group by flight_id, seat_number having count(*) > 1`);
    const outOfStep = await db.execute(sql`
      select c.id from flight_classes c
      left join booking_passengers p on p.flight_id = c.flight_id and p.active
        and exists (select 1 from bookings b where b.id = p.booking_id and b.class_type = c.type)
      group by c.id, c.booked_seats, c.capacity
      having c.booked_seats <> count(p.id) or c.capacity - c.booked_seats < 0`);
    const active = await db.execute(sql`select count(*)::int as n from booking_passengers where active`);
    await app.close();
    const serverRssMb = server.rssMb();
    await server.stop();

    const booked = statuses['201'] ?? 0;
    const refused409 = statuses['409'] ?? 0;
    const otherStatuses = Object.fromEntries(
      Object.entries(statuses).filter(([s]) => s !== '201' && s !== '409'),
    );
    return {
      attempts: Object.values(statuses).reduce((a, b) => a + b, 0),
      booked,
      refused409,
      otherStatuses,
      durationSeconds: result.duration,
      bookingsPerSecond: Math.round((booked / result.duration) * 10) / 10,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      seatsHeldTwice: twice.rows.length,
      classesOutOfStep: outOfStep.rows.length,
      activePassengers: Number((active.rows[0] as { n: number }).n),
      workers,
      serverRssMb,
    };
  } finally {
    await database.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

export function printBookingsReport(r: BookingsBenchReport): void {
  console.log(`\nBookings under contention (PostgreSQL, ${r.workers} worker(s), 50 connections)`);
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
  console.log(`  active passengers: ${r.activePassengers} (= booked: ${r.activePassengers === r.booked})`);
  console.log(`  server RSS after the bookings bench: ${r.serverRssMb} MB`);
}

/** Throws when an invariant broke, so `npm run bench` fails loudly. */
export function assertBookingsInvariants(r: BookingsBenchReport): void {
  const problems: string[] = [];
  if (r.attempts < 2000) problems.push(`only ${r.attempts} attempts`);
  if (r.seatsHeldTwice !== 0) problems.push(`${r.seatsHeldTwice} seats held twice`);
  if (r.classesOutOfStep !== 0) problems.push(`${r.classesOutOfStep} classes out of step`);
  if (r.activePassengers !== r.booked) problems.push('active passengers differ from successful bookings');
  if (Object.keys(r.otherStatuses).length)
    problems.push(`unexpected statuses ${JSON.stringify(r.otherStatuses)}`);
  if (problems.length) throw new Error(`bookings bench: ${problems.join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runBookingsBench(process.argv[2]);
  printBookingsReport(report);
  assertBookingsInvariants(report);
}
