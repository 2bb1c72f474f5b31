import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createFlight } from '../../test/factories';
import { openTestDatabase } from '../../test/app';
import { type PaymentsApp, startPaymentsApp } from '../../test/payments-app';

// The embedded default as it ships: no BTC_XPUB, no BTC_ADDRESSES, no rate (the test app sets
// BTC_ADDRESSES for the other tests; unset here).
let p: PaymentsApp;

beforeAll(async () => {
  p = await startPaymentsApp({ BTC_ADDRESSES: undefined });
}, 180_000);
afterAll(async () => p?.close());

describe('the demo invoice on the default settings', () => {
  it('gives every new booking its own test-network address and an amount in satoshis at the demo rate', async () => {
    const flight = await createFlight(p.t.database.db); // $299 economy
    const c = await p.customer();
    const first = await p.book(c.token, flight.id, '1A');
    const second = await p.book(c.token, flight.id, '1B');
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [first.body.data.payment!, second.body.data.payment!];
    for (const invoice of [a, b]) {
      // $299 at the demo's $100,000 a bitcoin
      expect(invoice).toMatchObject({ amountSats: 299_000, btcUsdRate: 100_000, testNetwork: true });
      expect(invoice.address).toMatch(/^tb1q[a-z0-9]{38}$/);
    }
    expect(a.address).not.toBe(b.address);
    expect(a.uri).toBe(`bitcoin:${a.address}?amount=0.00299&label=${first.body.data.trackingId}`);
    // the booking read back states the same invoice
    expect((await p.get(c.token, first.body.data.id)).payment).toMatchObject({
      address: a.address,
      amountSats: 299_000,
      testNetwork: true,
    });
  });
});

describe('the demo settings', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'skylark-demo-'));

  it('apply only on the embedded database with neither BTC_XPUB nor BTC_ADDRESSES, and keep a rate that is set', () => {
    const demo = loadConfig({ DATA_DIR: dir() });
    expect(demo.btcDemo).toBe(true);
    expect(demo.btcAccount?.addressAt(0)).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    expect(demo.payments.btcUsdRate).toBe(100_000);
    expect(demo.btcExplorerUrl).toBe('https://mempool.space/testnet4/address/{address}');

    const ownRate = loadConfig({ DATA_DIR: dir(), BTC_USD_RATE: '91000' });
    expect([ownRate.btcDemo, ownRate.payments.btcUsdRate]).toEqual([true, 91_000]);
    expect(loadConfig({ DATA_DIR: dir(), BTC_RATE_URL: 'https://rates.test' }).payments.btcUsdRate).toBe(
      undefined,
    );

    const rotating = loadConfig({ DATA_DIR: dir(), BTC_ADDRESSES: 'bc1qownaddress' });
    expect([rotating.btcDemo, rotating.btcAccount, rotating.payments.btcUsdRate]).toEqual([
      false,
      undefined,
      undefined,
    ]);
    const postgres = loadConfig({
      DATA_DIR: dir(),
      DATABASE_URL: 'postgres://skylark@db.test/skylark',
      JWT_SECRET: 'j'.repeat(48),
    });
    expect([postgres.btcDemo, postgres.btcAccount, postgres.payments.btcUsdRate]).toEqual([
      false,
      undefined,
      undefined,
    ]);
  });
});

describe('a deployment on PostgreSQL', () => {
  /** The warnings the server logs at start with these settings. */
  async function startWarnings(env: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-warn-')),
      DATABASE_URL: 'postgres://skylark@db.test/skylark',
      JWT_SECRET: 'j'.repeat(48),
      ...env,
    });
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(config, {
      database,
      work: false,
      logger: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
    await app.close();
    await database.close();
    await drop();
    return lines.map((line) => (JSON.parse(line) as { level: number; msg: string }).msg);
  }

  it('is warned at start when BTC_XPUB or a rate setting is missing, naming the settings', async () => {
    const warnings = await startWarnings({});
    expect(warnings).toEqual([
      expect.stringContaining('BTC_XPUB is not set'),
      expect.stringMatching(/BTC_RATE_URL.*BTC_USD_RATE/),
    ]);
    expect(await startWarnings({ BTC_USD_RATE: '97000' })).toEqual([
      expect.stringContaining('BTC_XPUB is not set'),
    ]);
    expect(
      await startWarnings({
        BTC_XPUB:
          'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
        BTC_RATE_URL: 'https://rates.test',
      }),
    ).toEqual([]);
  });
});
