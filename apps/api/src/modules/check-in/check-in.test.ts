import {
  checkInMessages,
  DAY_MS,
  checkInOpensMessage,
  isoDayOf,
  HOUR_MS,
  MINUTE_MS,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../../test/app';
import { parseBcbp } from '../../lib/documents/bcbp';
import { newAdminToken } from '../../test/signed-in-app';
import { bookingPassengers, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';
const BUCHAREST = 'Bucharest, Henri Coandă International (OTP)';
let number = 1000 + Math.floor(Math.random() * 8000);

/** A confirmed booking of `seats` on a flight departing `inMs` from now; every passenger is 30. */
async function booked(
  inMs: number,
  seats = ['3A'],
  arrivalCity = BUCHAREST,
  passengerName = { firstName: 'Ada', lastName: 'Lovelace' },
) {
  const user = await createUser(t.database.db);
  const departureAt = new Date(Date.now() + inMs);
  const flight = await createFlight(t.database.db, {
    flightNumber: `SK${++number}`,
    departureCity: OSLO,
    arrivalCity,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 3 * HOUR_MS),
    classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 60 }],
  });
  const booking = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats,
    userId: user.id,
    passengerName,
  });
  // 30 on the day of departure: born 30 years and 10 days before it
  const born = new Date(departureAt.getTime() - 10 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 30);
  return {
    flight,
    booking,
    departureAt,
    dateOfBirth: isoDayOf(born),
    token: tokenFor(t.app, user.id, 'user'),
  };
}

type Booked = Awaited<ReturnType<typeof booked>>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

async function stateOf(b: Booked) {
  const res = await call('GET', `/user/bookings/${b.booking.id}/check-in`, b.token);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    window: string;
    international: boolean;
    passengers: {
      passengerId: string;
      seatNumber: string;
      boardingPass: { bcbp: string; sequence: number; barcodeSvg: string } | null;
      bags?: { included: number; extra: number };
    }[];
  };
}

/** The pages' drawing instructions, inflated: pdf-lib writes each text as hex. */
const pageTexts = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

const passport = { number: 'AB1234567', nationality: 'NO', expiry: '2035-01-01' };

/** Each page's text as pdf.js reads it, its pieces joined by a space. */
async function pageWords(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])).join(' '),
    );
  }
  return pages;
}

async function checkInAll(b: Booked, extra: Record<string, unknown> = { passport }) {
  const state = await stateOf(b);
  return call('POST', `/user/bookings/${b.booking.id}/check-in`, b.token, {
    passengers: state.passengers.map((p) => ({
      passengerId: p.passengerId,
      firstName: 'Ada',
      lastName: 'LOVELACE',
      dateOfBirth: b.dateOfBirth,
      ...extra,
    })),
  });
}

describe('the check-in window', () => {
  it('just before it opens: 409 saying when it opens, in the departure airport time', async () => {
    const b = await booked(24 * HOUR_MS + 3 * MINUTE_MS);
    expect((await stateOf(b)).window).toBe('NOT_OPEN');
    const res = await checkInAll(b);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CHECK_IN_NOT_OPEN',
      message: checkInOpensMessage(new Date(b.departureAt.getTime() - 24 * HOUR_MS), OSLO),
    });
    expect(res.json().message).toMatch(/ CET$/);
  });

  it('just after it opens: every passenger checks in and gets a boarding pass', async () => {
    const b = await booked(24 * HOUR_MS - 3 * MINUTE_MS, ['3A', '3B']);
    const res = await checkInAll(b);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(checkInMessages.done);
    const passes = res
      .json()
      .data.passengers.map((p: { boardingPass: { sequence: number } }) => p.boardingPass);
    expect(passes.map((p: { sequence: number }) => p.sequence)).toEqual([1, 2]);
    // a second time is refused
    expect((await checkInAll(b)).statusCode).toBe(409);
  });

  it('once it has closed (60 minutes before departure): 409', async () => {
    const b = await booked(58 * MINUTE_MS);
    expect((await stateOf(b)).window).toBe('CLOSED');
    const res = await checkInAll(b);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CHECK_IN_CLOSED', message: checkInMessages.closedError });
  });

  it('only a confirmed booking checks in; another customer finds nothing', async () => {
    const b = await booked(5 * HOUR_MS);
    const stranger = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
    expect((await call('GET', `/user/bookings/${b.booking.id}/check-in`, stranger)).statusCode).toBe(404);
    const pending = await createBooking(t.database.db, {
      flightId: b.flight.id,
      classType: 'ECONOMY',
      seats: ['9C'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      userId: (await createUser(t.database.db)).id,
    });
    const owner = tokenFor(t.app, pending.userId!, 'user');
    const res = await call('GET', `/user/bookings/${pending.id}/check-in`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(checkInMessages.notConfirmed);
  });
});

describe('what each passenger confirms', () => {
  it('the booked name and a date of birth that gives the booked age', async () => {
    const b = await booked(5 * HOUR_MS);
    const wrongName = await checkInAll(b, { passport, firstName: 'Eve' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().data.errors).toEqual([
      { field: 'passengers.0.firstName', message: checkInMessages.nameMismatch },
    ]);
    const wrongAge = await checkInAll(b, { passport, dateOfBirth: '1990-01-01' });
    expect(wrongAge.statusCode).toBe(400);
    expect(wrongAge.json().message).toBe(checkInMessages.dateOfBirthMismatch);
    const notADay = await checkInAll(b, { passport, dateOfBirth: '1990-02-30' });
    expect(notADay.statusCode).toBe(400);
  });

  it('an international flight needs a valid passport that lasts until the flight', async () => {
    const b = await booked(5 * HOUR_MS);
    expect((await stateOf(b)).international).toBe(true);
    const none = await checkInAll(b, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(checkInMessages.passportRequired);
    const expired = await checkInAll(b, {
      passport: { ...passport, expiry: isoDayOf(new Date(Date.now() - DAY_MS)) },
    });
    expect(expired.json().message).toBe(checkInMessages.passportExpired);
    const badNumber = await checkInAll(b, { passport: { ...passport, number: 'x!' } });
    expect(badNumber.json().data.errors[0].message).toBe(checkInMessages.passportNumberInvalid);
    const badCountry = await checkInAll(b, { passport: { ...passport, nationality: 'EU' } });
    expect(badCountry.json().data.errors[0].message).toBe(checkInMessages.nationalityInvalid);
    expect((await checkInAll(b)).statusCode).toBe(200);
  });

  it('a domestic flight needs no passport', async () => {
    const b = await booked(5 * HOUR_MS, ['3A'], BERGEN);
    expect((await stateOf(b)).international).toBe(false);
    expect((await checkInAll(b, {})).statusCode).toBe(200);
  });
});

describe('sequence numbers and boarding passes', () => {
  it('are unique per flight when many bookings check in at once', async () => {
    const first = await booked(5 * HOUR_MS, ['1A', '1B']);
    const others = await Promise.all(
      ['2', '3', '4', '5', '6', '7'].map(async (row) => {
        const user = await createUser(t.database.db);
        const booking = await createBooking(t.database.db, {
          flightId: first.flight.id,
          classType: 'ECONOMY',
          seats: [`${row}A`, `${row}B`],
          userId: user.id,
          passengerName: { firstName: 'Ada', lastName: 'Lovelace' },
        });
        return { ...first, booking, token: tokenFor(t.app, user.id, 'user') };
      }),
    );
    const all = [first, ...others];
    const answers = await Promise.all(all.map((b) => checkInAll(b)));
    expect(answers.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    const sequences = (await Promise.all(all.map(stateOf))).flatMap((s) =>
      s.passengers.map((p) => p.boardingPass!.sequence),
    );
    expect(sequences.sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));

    const admin = await createAdmin(t.database.db);
    const board = await call('GET', '/admin/flights/today', tokenFor(t.app, admin.id, 'admin'));
    const row = board.json().data.flights.find((f: { _id: string }) => f._id === first.flight.id);
    expect(row.checkedIn).toBe(14);
  });

  it('the BCBP carries the PNR, route, flight, seat, sequence and checked-in status', async () => {
    const b = await booked(5 * HOUR_MS, ['12C']);
    await checkInAll(b);
    const pass = (await stateOf(b)).passengers[0]!.boardingPass!;
    expect(pass.barcodeSvg).toMatch(/^<svg /);
    expect(parseBcbp(pass.bcbp)).toEqual({
      legs: 1,
      name: 'LOVELACE/ADA',
      pnr: b.booking.trackingId.slice(0, 7),
      from: 'OSL',
      to: 'OTP',
      carrier: 'SK',
      flightNumber: String(number).padStart(4, '0'),
      julianDay: parseBcbp(pass.bcbp).julianDay,
      compartment: 'Y',
      seat: '012C',
      sequence: String(pass.sequence).padStart(4, '0'),
      status: '1',
    });
    const start = Date.UTC(b.departureAt.getUTCFullYear(), 0, 1);
    expect(Number(parseBcbp(pass.bcbp).julianDay)).toBe(
      Math.floor((b.departureAt.getTime() - start) / DAY_MS) + 1,
    );
  });

  it('the PDF has one page per checked-in passenger and prints the tracking ID, its one reference', async () => {
    const b = await booked(5 * HOUR_MS, ['4A', '4B', '4C']);
    const before = await call('GET', `/user/bookings/${b.booking.id}/boarding-pass.pdf`, b.token);
    expect(before.statusCode).toBe(409);
    const state = await stateOf(b);
    await call('POST', `/user/bookings/${b.booking.id}/check-in`, b.token, {
      passengers: state.passengers.slice(0, 2).map((p) => ({
        passengerId: p.passengerId,
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: b.dateOfBirth,
        passport,
      })),
    });
    const res = await call('GET', `/user/bookings/${b.booking.id}/boarding-pass.pdf`, b.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getKeywords()!.match(/M1.{58}/g)).toHaveLength(2);
    expect(pdf.getTitle()).toContain(b.booking.trackingId);
    const texts = pageTexts(res.rawPayload);
    expect(texts.filter((t) => t.includes(hex(b.booking.trackingId)))).toHaveLength(2);
    // the PNR is in the barcode only, never printed as a reference of its own
    expect(texts.some((t) => t.includes(`<${hex('PNR')}`))).toBe(false);
  });

  it("prints each passenger's checked bags, the fare's and those bought, on their pass, in the traveller's language", async () => {
    const b = await booked(5 * HOUR_MS, ['4A', '4B']);
    // the passenger in 4B holds two extra bags; the Classic fare includes one each
    await t.database.db
      .update(bookingPassengers)
      .set({ extraBags: 2 })
      .where(and(eq(bookingPassengers.bookingId, b.booking.id), eq(bookingPassengers.seatNumber, '4B')));
    expect((await checkInAll(b)).statusCode).toBe(200);
    expect((await stateOf(b)).passengers.map((p) => [p.seatNumber, p.bags])).toEqual([
      ['4A', { included: 1, extra: 0 }],
      ['4B', { included: 1, extra: 2 }],
    ]);
    const pdf = async () =>
      pageWords((await call('GET', `/user/bookings/${b.booking.id}/boarding-pass.pdf`, b.token)).rawPayload);
    const english = await pdf();
    expect(english).toHaveLength(2);
    expect(english[0]).toContain('Checked bags 1 included, 0 extra');
    expect(english[1]).toContain('Checked bags 1 included, 2 extra');
    // the e-ticket says the same, once on each passenger's page
    const ticket = await pageWords(
      (await call('GET', `/user/bookings/${b.booking.id}/ticket.pdf`, b.token)).rawPayload,
    );
    expect(ticket.map((page) => page.split('Checked bags:').length - 1)).toEqual([1, 1]);
    expect(ticket[1]).toContain('Checked bags: 1 included, 2 extra');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, b.booking.userId!));
    const spanish = await pdf();
    expect(spanish[1]).toContain('Maletas facturadas 1 incluidas, 2 adicionales');
    expect(spanish.join(' ')).not.toContain('Checked bags');
  });

  it('a long name prints whole on the PDF while the BCBP keeps its 20 characters', async () => {
    const lastName = 'Wolfeschlegelsteinhausenbergerdorff-Smythe';
    const firstName = 'Adolph Blaine Charles David Earl Frederick Gerald';
    const b = await booked(5 * HOUR_MS, ['5A'], BUCHAREST, { firstName, lastName });
    expect((await checkInAll(b, { passport, firstName, lastName })).statusCode).toBe(200);
    const pass = (await stateOf(b)).passengers[0]!.boardingPass!;
    expect(parseBcbp(pass.bcbp).name).toHaveLength(20);
    const res = await call('GET', `/user/bookings/${b.booking.id}/boarding-pass.pdf`, b.token);
    const drawn = pageTexts(res.rawPayload).join('');
    const whole = `${lastName}/${firstName}`.toUpperCase();
    // too long for one line even shrunk: drawn in lines that each fit, the first name included
    expect(drawn).not.toContain(hex(whole));
    for (const part of ['WOLFESCHLEGELSTEINHAUSENBERGERDORFF-', 'ADOLPH', 'GERALD'])
      expect(drawn).toContain(hex(part));
  });

  it('shows the gate and boarding time the airline set', async () => {
    const b = await booked(5 * HOUR_MS);
    const admin = await newAdminToken(t);
    const boardingTime = new Date(b.departureAt.getTime() - 40 * MINUTE_MS).toISOString();
    const late = new Date(b.departureAt.getTime() + MINUTE_MS).toISOString();
    const refused = await call('PATCH', `/admin/flights/${b.flight.id}`, admin, {
      gate: 'b12',
      boardingTime: late,
    });
    expect(refused.statusCode).toBe(400);
    const set = await call('PATCH', `/admin/flights/${b.flight.id}`, admin, { gate: 'b12', boardingTime });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ gate: 'B12', boardingTime });
    const res = await call('GET', `/user/bookings/${b.booking.id}/check-in`, b.token);
    expect(res.json().data).toMatchObject({ gate: 'B12', boardingTime });
  });
});
