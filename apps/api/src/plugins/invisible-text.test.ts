import { UNSAFE_TEXT_MESSAGE } from '@skylark/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, contactMessages, users } from '../db/schema';
import { call } from '../test/app';
import { createFlight } from '../test/factories';
import { customer, t, useSignedInApp } from '../test/signed-in-app';

/**
 * Names and free text reach manifests, boarding-pass PDFs, CSV exports and e-mails, where an
 * invisible character can reorder what a reader sees: refused with a 400 naming the field.
 */
useSignedInApp();

const RLO = '\u202E';

const register = (firstName: string, email: string) =>
  call(t.app, 'POST', '/user/register', {
    body: {
      firstName,
      lastName: 'Lovelace',
      email,
      phoneNumber: '0712345678',
      password: 'Kestrel-Harbour-42',
    },
  });

describe('bidirectional, zero-width and control characters', () => {
  it.each([
    ['U+202E right-to-left override', `Ada${RLO}ecalevol`],
    ['U+2066 left-to-right isolate', 'Ada\u2066x\u2069'],
    ['U+200B zero-width space', 'A\u200Bda'],
    ['U+200D zero-width joiner', 'A\u200Dda'],
    ['U+FEFF zero-width no-break space', 'Ad\uFEFFa'],
    ['U+0007 bell', 'Ada\u0007'],
    ['U+0085 next line', 'Ada\u0085'],
    ['a line break', 'Ada\nBob'],
  ])('a first name with %s is refused, naming the field, and no account is made', async (_what, name) => {
    const email = `invisible-${name.codePointAt(3)}-${name.length}@example.com`;
    const res = await register(name, email);
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: [{ field: 'firstName', message: `First name ${UNSAFE_TEXT_MESSAGE}` }],
    });
    const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(row!.n).toBe(0);
  });

  it('a passenger name or special request with U+202E books nothing; names in other scripts are welcome', async () => {
    const flight = await createFlight(t.database.db);
    const body = (lastName: string, specialRequests = 'Window seat, please.\nThank you.') => ({
      flightId: flight.id,
      classType: 'ECONOMY',
      passengers: [{ firstName: 'Ada', lastName, age: 36, gender: 'FEMALE' }],
      seatNumbers: ['3A'],
      mealPreferences: ['REGULAR'],
      specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
      specialRequests,
    });
    const bad = await call(t.app, 'POST', '/user/bookings', {
      token: customer,
      body: body(`Love${RLO}ecal`),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      errors: [{ field: 'passengers.0.lastName', message: `Name ${UNSAFE_TEXT_MESSAGE}` }],
    });
    const badNote = await call(t.app, 'POST', '/user/bookings', {
      token: customer,
      body: body('Lovelace', `Seat 3A${RLO}B7 taes`),
    });
    expect(badNote.status).toBe(400);
    expect(badNote.body.data).toEqual({
      errors: [{ field: 'specialRequests', message: `Special requests ${UNSAFE_TEXT_MESSAGE}` }],
    });
    const [none] = await t.database.db.select({ n: count() }).from(bookings);
    expect(none!.n).toBe(0);

    // Arabic, Hebrew and accented names carry no control character, and line breaks stay in free text
    for (const [i, lastName] of ['مريم', 'כהן', 'Ñúñez-Øster'].entries()) {
      const ok = await call(t.app, 'POST', '/user/bookings', {
        token: customer,
        body: { ...body(lastName), seatNumbers: [`${4 + i}A`] },
      });
      expect(ok.status, lastName).toBe(201);
    }
  });

  it('a contact message with a zero-width character in its subject is refused and not stored', async () => {
    const res = await call(t.app, 'POST', '/contact', {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Refund\u200B',
        message: 'Hello,\nwhere is my refund?',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: [{ field: 'subject', message: `Subject ${UNSAFE_TEXT_MESSAGE}` }],
    });
    const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(row!.n).toBe(0);
  });
});
