import { checkInMessages, DAY_MS, HOUR_MS, MINUTE_MS } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createUser } from '../../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../../test/app';
import { newAdminToken } from '../../test/signed-in-app';
import { makePassCertificates } from '../../test/passkit-certificates';
import { openPkpass, sha1, signatureProblems } from '../../test/pkpass';
import {
  booked,
  call,
  certificates,
  checkIn,
  stateOf,
  t,
  useWalletApp,
  walletPath,
} from '../../test/wallet-app';

useWalletApp();

type Field = { key: string; value: string; changeMessage?: string };
const fieldsOf = (pass: Record<string, unknown>) => {
  const style = pass.boardingPass as Record<string, Field[]>;
  const all = ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap(
    (kind) => style[kind] ?? [],
  );
  return (key: string) => all.find((f) => f.key === key);
};

describe('the Apple Wallet pass of a checked-in passenger', () => {
  it('is a signed .pkpass whose barcode is the BCBP in PDF417, with gate and boarding time', async () => {
    const b = await booked();
    const admin = await newAdminToken(t);
    const boardingTime = new Date(b.departureAt.getTime() - 40 * MINUTE_MS).toISOString();
    expect(
      (await call('PATCH', `/admin/flights/${b.flight.id}`, admin, { gate: 'c7', boardingTime })).statusCode,
    ).toBe(200);
    const [passenger] = await checkIn(b);
    expect((await stateOf(b)).appleWallet).toBe(true);

    const res = await call('GET', walletPath(b, passenger!.passengerId), b.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.pkpass"/);
    const { files, manifest, pass } = openPkpass(res.rawPayload);

    // every file but the manifest and the signature is listed with its SHA-1
    const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(listed.sort());
    expect(listed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png']));
    for (const name of listed) expect(manifest[name], name).toBe(sha1(files[name]!));
    expect(
      signatureProblems(
        files.signature!,
        files['manifest.json']!,
        certificates.signerCert,
        certificates.wwdr,
      ),
    ).toEqual([]);

    expect(pass).toMatchObject({
      formatVersion: 1,
      serialNumber: passenger!.passengerId,
      passTypeIdentifier: 'pass.example.skylark.boarding',
      teamIdentifier: 'SKY1234567',
      organizationName: 'Skylark Airways',
      webServiceURL: 'http://skylark.test/api/v1/wallet',
      authenticationToken: expect.stringMatching(/^[\w-]{43}$/),
      barcodes: [{ message: passenger!.boardingPass!.bcbp, format: 'PKBarcodeFormatPDF417' }],
      boardingPass: { transitType: 'PKTransitTypeAir' },
    });
    const field = fieldsOf(pass);
    expect(field('gate')).toMatchObject({ value: 'C7', changeMessage: 'Gate changed to %@' });
    expect(field('boarding')?.changeMessage).toBe('Boarding changed to %@');
    expect(field('boarding')?.value).toMatch(/^\d\d:\d\d /);
    expect(field('from')?.value).toBe('OSL');
    expect(field('to')?.value).toBe('BGO');
    expect(field('seat')?.value).toBe('3A');
    expect(field('trackingId')?.value).toBe(b.booking.trackingId);
    // the Classic fare's bag, on the back
    expect(field('bags')?.value).toBe('1 bag (included)');
    // shown on the lock screen from boarding; gone from the current passes a day after landing
    expect(Date.parse(pass.relevantDate as string)).toBe(Date.parse(boardingTime));
    const expiration = Date.parse(pass.expirationDate as string);
    expect(expiration).toBeGreaterThan(b.departureAt.getTime() + HOUR_MS);
    expect(expiration).toBeLessThanOrEqual(b.departureAt.getTime() + HOUR_MS + DAY_MS);
  });

  it('a pass signed by another authority does not verify', async () => {
    const b = await booked();
    const [passenger] = await checkIn(b);
    const { files } = openPkpass(
      (await call('GET', walletPath(b, passenger!.passengerId), b.token)).rawPayload,
    );
    const other = makePassCertificates();
    expect(
      signatureProblems(files.signature!, files['manifest.json']!, certificates.signerCert, other.wwdr),
    ).toEqual(['the signer is not issued by the authority']);
    const tampered = Buffer.from(files['manifest.json']!);
    tampered[5] = tampered[5]! ^ 1;
    expect(signatureProblems(files.signature!, tampered, certificates.signerCert, certificates.wwdr)).toEqual(
      ["the signed digest is not the content's SHA-1"],
    );
  });

  it('carries the new gate and boarding time once the airline changes them', async () => {
    const b = await booked();
    const [passenger] = await checkIn(b);
    const before = openPkpass((await call('GET', walletPath(b, passenger!.passengerId), b.token)).rawPayload);
    expect(fieldsOf(before.pass)('gate')?.value).toBe('-');
    expect(Date.parse(before.pass.relevantDate as string)).toBe(b.departureAt.getTime());
    const admin = await newAdminToken(t);
    const boardingTime = new Date(b.departureAt.getTime() - 30 * MINUTE_MS).toISOString();
    await call('PATCH', `/admin/flights/${b.flight.id}`, admin, { gate: 'D2', boardingTime });
    const after = openPkpass((await call('GET', walletPath(b, passenger!.passengerId), b.token)).rawPayload);
    expect(fieldsOf(after.pass)('gate')?.value).toBe('D2');
    expect(fieldsOf(after.pass)('boarding')?.value).not.toBe('-');
    expect(Date.parse(after.pass.relevantDate as string)).toBe(Date.parse(boardingTime));
    expect(after.pass.serialNumber).toBe(before.pass.serialNumber);
  });

  it('as the PDF: only the booking owner, only a checked-in passenger of that booking', async () => {
    const b = await booked(['4A', '4B']);
    const [first, second] = await checkIn(b, 1).then(async () => (await stateOf(b)).passengers);
    const stranger = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
    expect((await call('GET', walletPath(b, first!.passengerId))).statusCode).toBe(401);
    expect((await call('GET', walletPath(b, first!.passengerId), stranger)).statusCode).toBe(404);
    const waiting = await call('GET', walletPath(b, second!.passengerId), b.token);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      code: 'NOT_CHECKED_IN',
      message: checkInMessages.passengerNotCheckedIn,
    });
    const other = await booked();
    const [theirs] = await checkIn(other);
    // another booking's passenger, even checked in, is not on this booking
    expect((await call('GET', walletPath(b, theirs!.passengerId), b.token)).statusCode).toBe(404);
    expect((await call('GET', walletPath(b, 'not-a-uuid'), b.token)).statusCode).toBe(400);
    const pending = await createBooking(t.database.db, {
      flightId: b.flight.id,
      classType: 'ECONOMY',
      seats: ['9C'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      userId: (await createUser(t.database.db)).id,
    });
    const owner = tokenFor(t.app, pending.userId!, 'user');
    const refused = await call(
      'GET',
      `/user/bookings/${pending.id}/wallet-passes/${first!.passengerId}`,
      owner,
    );
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'NOT_CONFIRMED' });
  });
});

describe('without the Apple Wallet settings', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('the check-in answer offers no Wallet pass and the routes refuse with their code', async () => {
    const b = await booked(['3A'], bare);
    const state = await stateOf(b, bare);
    expect(state.appleWallet).toBe(false);
    const serial = state.passengers[0]!.passengerId;
    const res = await call('GET', walletPath(b, serial), b.token, undefined, bare);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'WALLET_PASS_UNAVAILABLE',
      message: checkInMessages.walletUnavailable,
    });
    const latest = await call(
      'GET',
      `/wallet/v1/passes/pass.example.skylark.boarding/${serial}`,
      undefined,
      undefined,
      bare,
    );
    expect(latest.json()).toMatchObject({ statusCode: 404, code: 'WALLET_PASS_UNAVAILABLE' });
  });
});
