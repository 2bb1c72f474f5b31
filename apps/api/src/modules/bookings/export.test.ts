import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser, insertBookingHistory } from '../../test/factories';
import { buildTestApp, call, type TestApp } from '../../test/app';
import { newAdminToken } from '../../test/signed-in-app';
import { AUTOVACUUM_QUEUE } from '../../jobs/plugin';

// the heap measured after a collection, not with the garbage of the export in it
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await newAdminToken(t, { teamRole: 'agent' });
});
afterAll(() => t.close());

async function exportCsv(path: string) {
  const res = await call(t.app, 'GET', path, { token: admin });
  expect(res.status).toBe(200);
  expect(res.response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.response.headers['content-disposition']).toMatch(/^attachment; filename="skylark-.+\.csv"$/);
  const body = res.response.body;
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(0, -2).split('\r\n');
}

describe('GET /admin/bookings/export.csv', () => {
  it('exports what the filters and search select, every cell escaped, a desk agent may', async () => {
    const db = t.database.db;
    const flight = await createFlight(db, { flightNumber: 'EX4711' });
    const hostile = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['1A', '1B'],
      customerName: '=HYPERLINK("http://evil.example","click")',
      email: 'csv-1@example.com',
      passengerName: { firstName: 'Smith,', lastName: 'John "Jr"' },
    });
    const pending = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['2A'],
      customerName: '@SUM(A1:A9)',
      email: 'csv-2@example.com',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });

    const all = await exportCsv('/admin/bookings/export.csv?search=EX4711');
    expect(all[0]).toBe(
      'Tracking ID,Created (UTC),Customer,E-mail,Flight,Class,From,To,Departure (UTC),Passengers,Seats,Total (USD),Booking status,Payment status,Segments',
    );
    expect(all).toHaveLength(3);
    const row = all.find((line) => line.startsWith(hostile.trackingId))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain('"Smith, John ""Jr""; Smith, John ""Jr"""');
    expect(row).toContain(',1A 1B,299.00,CONFIRMED,CONFIRMED');
    expect(row).toContain(`,${flight.departureAt.toISOString()},`);

    const onlyPending = await exportCsv('/admin/bookings/export.csv?search=EX4711&status=PENDING');
    expect(onlyPending.slice(1)).toEqual([expect.stringContaining(`${pending.trackingId},`)]);
    expect(onlyPending[1]).toContain(",'@SUM(A1:A9),");
    // oldest first when asked, newest first by default
    const oldest = await exportCsv('/admin/bookings/export.csv?search=EX4711&order=oldest');
    expect(oldest.slice(1).map((line) => line.slice(0, 12))).toEqual(
      all
        .slice(1)
        .map((line) => line.slice(0, 12))
        .reverse(),
    );
  });

  it('refuses a bad filter with 400 in the wrapper', async () => {
    const res = await call(t.app, 'GET', '/admin/bookings/export.csv?status=LOST', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
  });

  it('streams 100,000 bookings in batches, the server memory about flat', async () => {
    const rows = 100_000;
    await insertBookingHistory(t.database.db, rows, 'BULK0');
    // by the time a desk exports, autovacuum has analyzed the tables: PostgreSQL's, or the job on PGlite
    if (t.database.kind === 'pglite') await t.app.jobs.runNow(AUTOVACUUM_QUEUE);
    else await t.database.db.execute(sql`analyze bookings, booking_segments`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    collectGarbage();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 20);
    const started = Date.now();
    const response = await fetch(`${address}/api/v1/admin/bookings/export.csv?search=EX9999`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    clearInterval(sampler);
    collectGarbage();
    const after = process.memoryUsage();
    const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
    console.info(
      `[export ${process.env.TEST_DB}] ${rows} rows, ${mb(bytes)} of CSV in ${Date.now() - started} ms; ` +
        `RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} → ${mb(after.heapUsed)}`,
    );
    expect(lines).toBe(rows + 1);
    // the file is 29 MB: none of it is kept once it is sent
    expect(after.heapUsed - before.heapUsed).toBeLessThan(16 * 2 ** 20);
  }, 600_000);
});

describe('GET /admin/users/export.csv', () => {
  it('exports the customers the search selects, newest first, escaped', async () => {
    const db = t.database.db;
    await createUser(db, { firstName: '+Formula', lastName: 'Exporter', email: 'export-a@example.com' });
    await createUser(db, { firstName: 'Plain', lastName: 'Exporter', email: 'export-b@example.com' });
    const lines = await exportCsv('/admin/users/export.csv?search=Exporter');
    expect(lines[0]).toBe(
      'ID,First name,Last name,E-mail,Phone,Status,Joined (UTC),Bookings,Last booking (UTC)',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Plain', "'+Formula"]);
    expect(lines[2]).toContain(',export-a@example.com,');
    expect(lines[2]).toMatch(/,active,\d{4}-\d{2}-\d{2}T[\d:.]+Z,0,$/);
  });
});
