import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoiceMessages, MINUTE_MS } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { AppError } from '../../lib/errors';
import { type PaymentsApp, startPaymentsApp } from '../../test/payments-app';
import { createRateSource, readRate, satsFor } from './btc-rate';

// A real price endpoint answering like mempool.space's /api/v1/prices, with an answer the test sets.
let answer: { status: number; body: string } = {
  status: 200,
  body: '{"time":1,"USD":97000.123,"EUR":90000}',
};
let hits = 0;
let server: Server;
let url: string;
let p: PaymentsApp;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/prices`;
  p = await startPaymentsApp({ BTC_RATE_URL: url, BTC_USD_RATE: '10000' });
  // a fresh server and database: slow on a busy machine
}, 180_000);
afterAll(async () => {
  await p?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the exchange rate', () => {
  it('reads the USD rate of a prices answer, to the cent, and refuses one outside sane bounds', async () => {
    answer = { status: 200, body: '{"USD":97000.123}' };
    expect(await readRate(url)).toBe(97_000.12);
    for (const body of ['{"USD":5}', '{"USD":"97000"}', '{"EUR":90000}', 'not json', '{"USD":1e12}']) {
      answer = { status: 200, body };
      await expect(readRate(url)).rejects.toThrow();
    }
    answer = { status: 500, body: '{}' };
    await expect(readRate(url)).rejects.toThrow('500');
  });

  it('is read at most once a minute; after a failure the last rate serves 10 minutes, then BTC_USD_RATE, else 503', async () => {
    answer = { status: 200, body: '{"USD":80000}' };
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    const withFallback = createRateSource({ fixedRate: 60_000, url });
    const alone = createRateSource({ fixedRate: undefined, url });
    const before = hits;
    expect(await withFallback.current(at(0))).toBe(80_000);
    expect(await withFallback.current(at(30_000))).toBe(80_000);
    expect(await alone.current(at(0))).toBe(80_000);
    expect(hits - before).toBe(2);

    answer = { status: 503, body: 'down' };
    // the refresh fails in the background: the last good rate still serves
    expect(await withFallback.current(at(2 * MINUTE_MS))).toBe(80_000);
    expect(await alone.current(at(2 * MINUTE_MS))).toBe(80_000);
    expect(await withFallback.current(at(11 * MINUTE_MS))).toBe(60_000);
    const refused = await alone.current(at(11 * MINUTE_MS)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, message: invoiceMessages.rateUnavailable });
  });

  it('gives a booking its amount at the rate read, rounded up to the satoshi, and stores the rate', async () => {
    answer = { status: 200, body: '{"USD":97000}' };
    const flight = await createFlight(p.t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 12_345 }],
    });
    const c = await p.customer();
    const res = await p.book(c.token, flight.id, '1A');
    expect(res.status).toBe(201);
    // $123.45 / $97,000 = 0.00127268041… BTC
    expect(res.body.data.payment).toMatchObject({ amountSats: 127_269, btcUsdRate: 97_000 });
    expect(satsFor(12_345, 97_000)).toBe(127_269);
    expect(satsFor(29_900, 50_000)).toBe(598_000);
  });
});
