import { MINUTE_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { newAdminToken } from '../../test/signed-in-app';
import { openPkpass } from '../../test/pkpass';
import { booked, call, checkIn, t, useWalletApp, walletPath, type Booked } from '../../test/wallet-app';

useWalletApp();

const PASS_TYPE = 'pass.example.skylark.boarding';

/** A checked-in passenger's pass as Wallet first receives it: its serial number and token. */
async function walletHolds(b: Booked) {
  const [passenger] = await checkIn(b);
  const res = await call('GET', walletPath(b, passenger!.passengerId), b.token);
  const { pass } = openPkpass(res.rawPayload);
  return { serial: pass.serialNumber as string, token: pass.authenticationToken as string };
}

/** A call as Wallet makes it: the pass's token in `Authorization: ApplePass`, no session. */
const wallet = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token?: string,
  payload?: object,
  headers = {},
) =>
  call(method, `/wallet/v1${path}`, undefined, payload, t, {
    ...(token && { authorization: `ApplePass ${token}` }),
    ...headers,
  });

const device = () => `device${Math.random().toString(36).slice(2)}`;
const registration = (d: string, serial: string) => `/devices/${d}/registrations/${PASS_TYPE}/${serial}`;
const changedOn = (d: string, since?: string) =>
  wallet('GET', `/devices/${d}/registrations/${PASS_TYPE}${since ? `?passesUpdatedSince=${since}` : ''}`);

describe("Apple Wallet's pass web service", () => {
  it('a registered device learns that its pass changed and fetches the new gate and boarding time', async () => {
    const b = await booked();
    const { serial, token } = await walletHolds(b);
    const phone = device();

    expect(
      (await wallet('POST', registration(phone, serial), token, { pushToken: 'abc123' })).statusCode,
    ).toBe(201);
    expect(
      (await wallet('POST', registration(phone, serial), token, { pushToken: 'abc124' })).statusCode,
    ).toBe(200);

    const first = await changedOn(phone);
    expect(first.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = first.json() as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([serial]);
    expect((await changedOn(phone, lastUpdated)).statusCode).toBe(204);

    const latest = await wallet('GET', `/passes/${PASS_TYPE}/${serial}`, token);
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = latest.headers['last-modified'] as string;
    const unchanged = await wallet('GET', `/passes/${PASS_TYPE}/${serial}`, token, undefined, {
      'if-modified-since': lastModified,
    });
    expect(unchanged.statusCode).toBe(304);

    // the airline sets the gate and boarding time a second later (HTTP dates count whole seconds)
    await expect.poll(() => Date.now() - Date.parse(lastModified), { interval: 100 }).toBeGreaterThan(1000);
    const admin = await newAdminToken(t);
    const boardingTime = new Date(b.departureAt.getTime() - 35 * MINUTE_MS).toISOString();
    const patch = await call('PATCH', `/admin/flights/${b.flight.id}`, admin, { gate: 'E4', boardingTime });
    expect(patch.statusCode).toBe(200);

    const changed = await changedOn(phone, lastUpdated);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(lastUpdated));
    const fresh = await wallet('GET', `/passes/${PASS_TYPE}/${serial}`, token, undefined, {
      'if-modified-since': lastModified,
    });
    expect(fresh.statusCode).toBe(200);
    const gate = (openPkpass(fresh.rawPayload).pass.boardingPass as { headerFields: { value: string }[] })
      .headerFields[0]!.value;
    expect(gate).toBe('E4');

    expect((await wallet('DELETE', registration(phone, serial), token)).statusCode).toBe(200);
    expect((await changedOn(phone)).statusCode).toBe(204);
  });

  it("refuses without the pass's own token, and changes nothing", async () => {
    const b = await booked();
    const { serial, token } = await walletHolds(b);
    const other = await walletHolds(await booked());
    const phone = device();
    for (const wrong of [undefined, other.token, `${token}x`]) {
      const res = await wallet('POST', registration(phone, serial), wrong, { pushToken: 'abc123' });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect((await wallet('GET', `/passes/${PASS_TYPE}/${serial}`, wrong)).statusCode).toBe(401);
      expect((await wallet('DELETE', registration(phone, serial), wrong)).statusCode).toBe(401);
    }
    // a bearer session is not the pass's token either
    const session = await call('GET', `/wallet/v1/passes/${PASS_TYPE}/${serial}`, b.token);
    expect(session.statusCode).toBe(401);
    const otherType = `/devices/${phone}/registrations/pass.example.other/${serial}`;
    expect((await wallet('POST', otherType, token, { pushToken: 'abc123' })).statusCode).toBe(401);
    expect((await changedOn(phone)).statusCode).toBe(204);
  });

  it('bounds what a device sends', async () => {
    const { serial, token } = await walletHolds(await booked());
    const long = await wallet('POST', registration('d'.repeat(101), serial), token, { pushToken: 'abc123' });
    expect(long.json()).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG' });
    const refusals = [
      await wallet('POST', registration('d.'.repeat(20) + '!', serial), token, { pushToken: 'abc123' }),
      await wallet('POST', registration(device(), serial), token, { pushToken: 'x'.repeat(257) }),
      await wallet('POST', registration(device(), serial), token, { pushToken: 'a b' }),
      await wallet('POST', registration(device(), 'not-a-serial'), token, { pushToken: 'abc123' }),
      await changedOn(device(), '1'.repeat(16)),
      await wallet('POST', '/log', undefined, { logs: Array.from({ length: 51 }, () => 'x') }),
    ];
    for (const res of refusals)
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await wallet('POST', '/log', undefined, { logs: ['Invalid pass'] })).statusCode).toBe(200);
  });
});
