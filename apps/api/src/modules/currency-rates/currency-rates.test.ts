import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_CURRENCY_RATES, type CurrencyRateTable } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/app';
import { CURRENCY_RATES_QUEUE } from '.';

/** A rate source on this machine whose answer each test sets. */
let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end('{}');
let source: Server;
let sourceUrl: string;
beforeAll(async () => {
  source = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/latest`;
});
afterAll(async () => {
  source.closeAllConnections();
  await new Promise((resolve) => source.close(resolve));
});

const json = (body: unknown) => (res: import('node:http').ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};
const ratesOf = async (t: TestApp) => {
  const res = await call<CurrencyRateTable>(t.app, 'GET', '/api/v1/currency-rates');
  expect(res.status).toBe(200);
  return res;
};

describe('GET /currency-rates without a URL', () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('answers the shipped table, stated as the default, cacheable by anyone', async () => {
    t = await buildTestApp();
    const res = await ratesOf(t);
    expect(res.body.data).toMatchObject({ base: 'USD', rates: DEFAULT_CURRENCY_RATES, source: 'default' });
    expect(Number.isNaN(Date.parse(res.body.data.updatedAt))).toBe(false);
    expect(res.response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers CURRENCY_RATES when it is set', async () => {
    await t.close();
    t = await buildTestApp({ env: { CURRENCY_RATES: 'EUR=0.9,GBP=0.8,AED=3.67,JPY=140' } });
    const res = await ratesOf(t);
    expect(res.body.data).toMatchObject({
      rates: { EUR: 0.9, GBP: 0.8, AED: 3.67, JPY: 140 },
      source: 'setting',
    });
  });
});

describe('the currency-rates job reading CURRENCY_RATES_URL', () => {
  let t: TestApp;
  const good = { EUR: 0.95, GBP: 0.81, AED: 3.67, JPY: 155.5 };
  beforeAll(async () => {
    answer = (res) => {
      res.statusCode = 503;
      res.end();
    };
    t = await buildTestApp({
      env: { CURRENCY_RATES_URL: sourceUrl, CURRENCY_RATES: 'EUR=0.9,GBP=0.8,AED=3.67,JPY=140' },
    });
  });
  afterAll(async () => t.close());

  it('serves the setting until the source has answered well once', async () => {
    await t.app.jobs.runNow(CURRENCY_RATES_QUEUE);
    expect((await ratesOf(t)).body.data).toMatchObject({ rates: { JPY: 140 }, source: 'setting' });
  });

  it('keeps a good answer and serves it', async () => {
    answer = json({ result: 'success', base_code: 'USD', rates: { ...good, CHF: 0.88 } });
    await t.app.jobs.runNow(CURRENCY_RATES_QUEUE);
    expect((await ratesOf(t)).body.data).toMatchObject({ base: 'USD', rates: good, source: 'url' });
  });

  it.each([
    ['an error status', (res: import('node:http').ServerResponse) => ((res.statusCode = 500), res.end())],
    ['text that is not JSON', (res: import('node:http').ServerResponse) => res.end('<html>oops</html>')],
    ['a rate a hundred times off', json({ base: 'USD', rates: { ...good, EUR: 95 } })],
    ['another base', json({ base: 'EUR', rates: good })],
    ['a missing currency', json({ base: 'USD', rates: { EUR: 0.95, GBP: 0.81, AED: 3.67 } })],
    ['a rate as text', json({ base: 'USD', rates: { ...good, AED: '3.67' } })],
    ['an answer over 64 KB', json({ base: 'USD', rates: good, padding: 'x'.repeat(70_000) })],
    [
      'a redirect elsewhere',
      (res: import('node:http').ServerResponse) => {
        res.writeHead(302, { location: 'http://127.0.0.1:1/' });
        res.end();
      },
    ],
    ['an answer that never ends', (res: import('node:http').ServerResponse) => res.write('{"base":')],
  ])('keeps the last good table after %s', async (_what, broken) => {
    answer = broken;
    await t.app.jobs.runNow(CURRENCY_RATES_QUEUE);
    expect((await ratesOf(t)).body.data).toMatchObject({ rates: good, source: 'url' });
  });

  it('takes the next good answer after broken ones', async () => {
    const next = { EUR: 0.91, GBP: 0.77, AED: 3.6725, JPY: 149 };
    answer = json({ base: 'USD', rates: next });
    await t.app.jobs.runNow(CURRENCY_RATES_QUEUE);
    expect((await ratesOf(t)).body.data).toMatchObject({ rates: next, source: 'url' });
  });
});
