import type { Booking, User } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { call, tokenFor } from '../test/app';
import { createFlight, createUser } from '../test/factories';
import { smtp, t, useMailApp } from '../test/mail-app';
import { newAdminToken } from '../test/signed-in-app';
import { recipientOf } from '../test/smtp';

useMailApp();

/** A booking of one seat on a new flight, as the web sends it. */
async function book(token: string, headers: Record<string, string> = {}) {
  const flight = await createFlight(t.database.db, {
    departureAt: new Date('2030-12-05T14:30:00Z'),
    classes: [{ type: 'ECONOMY', priceCents: 164_600, capacity: 6 }],
  });
  const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
    token,
    headers,
    body: {
      flightId: flight.id,
      classType: 'ECONOMY',
      passengers: [{ firstName: 'Ana', lastName: 'Ruiz', age: 40, gender: 'FEMALE' }],
      seatNumbers: ['1A'],
      mealPreferences: ['REGULAR'],
      specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
    },
  });
  expect(booked.status).toBe(201);
  return booked.body.data;
}

const register = (email: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call<User>(t.app, 'POST', '/user/register', {
    headers,
    body: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      phoneNumber: '0712345678',
      password: 'a long and unusual passphrase 42',
      ...body,
    },
  });

describe('the language of the profile', () => {
  it('is set at sign-up, read, changed, and an unknown code is refused and changes nothing', async () => {
    const signedUp = await register('lang-profile@example.com', { language: 'es' });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.data.language).toBe('es');
    const token = tokenFor(t.app, signedUp.body.data._id, 'user');
    const read = await call<User>(t.app, 'GET', '/user/profile', { token });
    expect(read.body.data.language).toBe('es');

    const profile = { firstName: 'Ana', lastName: 'Ruiz', phoneNumber: '0712345678' };
    const changed = await call<User>(t.app, 'PATCH', '/user/profile', {
      token,
      body: { ...profile, language: 'ar' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.language).toBe('ar');
    // the spec's request without the field keeps the language
    const kept = await call<User>(t.app, 'PATCH', '/user/profile', { token, body: profile });
    expect(kept.body.data.language).toBe('ar');

    const refused = await call(t.app, 'PATCH', '/user/profile', {
      token,
      body: { ...profile, language: 'de' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, statusCode: 400 });
    expect(refused.body.message).toContain('Language must be one of en, es, fr, ar');
    expect((await call<User>(t.app, 'GET', '/user/profile', { token })).body.data.language).toBe('ar');
  });

  it('without a language named, takes the lang cookie, else the best match of Accept-Language, else English', async () => {
    const byHeader = await register(
      'lang-header@example.com',
      {},
      { 'accept-language': 'de-DE,fr-CA;q=0.8,en;q=0.5' },
    );
    expect(byHeader.body.data.language).toBe('fr');
    const byCookie = await register(
      'lang-cookie@example.com',
      {},
      { cookie: 'lang=ar', 'accept-language': 'fr' },
    );
    expect(byCookie.body.data.language).toBe('ar');
    const neither = await register('lang-none@example.com', {}, { 'accept-language': 'de,ja;q=0.5' });
    expect(neither.body.data.language).toBe('en');
    const hostile = await register(
      'lang-long@example.com',
      {},
      { 'accept-language': `${'x-'.repeat(4000)}es` },
    );
    expect(hostile.status).toBe(201);
    expect(hostile.body.data.language).toBe('en');
  });
});

describe('mails in the traveller language', () => {
  it('sends a Spanish traveller the booking mail in Spanish, times in the airport zone', async () => {
    const user = await createUser(t.database.db, { email: 'lang-es@example.com', language: 'es' });
    const booking = await book(tokenFor(t.app, user.id, 'user'));
    expect(booking.language).toBe('es');
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'lang-es@example.com');
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(mail.subject).toBe(
      `Reserva recibida: ${booking.flightNumber}, código de seguimiento ${booking.trackingId}`,
    );
    expect(html).toMatch(/<html[^>]*lang="es"/);
    // Intl writes no-break spaces in dates and amounts
    for (const part of [html, mail.text ?? ''].map((p) => p.replace(/[\u00a0\u202f]/g, ' '))) {
      expect(part).toContain('Hola, Test Customer:');
      expect(part).toContain(`Hemos recibido su reserva. Su código de seguimiento es ${booking.trackingId}.`);
      expect(part).toContain('Salida: 05 dic 2030, 09:30 GMT-5'); // 14:30 UTC at JFK, as Intl writes it in Spanish
      expect(part).toContain('Condiciones de la tarifa (Turista):');
      expect(part).not.toContain('We have received your booking');
    }
  });

  it('sends a booking made with Accept-Language: fr, whose account is gone, its mails in French', async () => {
    const user = await createUser(t.database.db, { email: 'lang-fr@example.com' });
    const token = tokenFor(t.app, user.id, 'user');
    const booking = await book(token, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    // the traveller's profile speaks English: the booking's first mail does too
    const first = await smtp.waitFor((m) => recipientOf(m) === 'lang-fr@example.com');
    expect(first.subject).toMatch(/^Booking received: /);
    const [row] = await t.database.db
      .select({ language: bookings.language })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.language).toBe('fr');

    // without the account, the booking speaks the language it was made in
    await t.database.db.update(bookings).set({ userId: null }).where(eq(bookings.id, booking.id));
    const admin = await newAdminToken(t);
    const rejected = await call(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
      token: admin,
      body: { action: 'reject' },
    });
    expect(rejected.status).toBe(200);
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'lang-fr@example.com' && m !== first);
    expect(mail.subject).toBe(
      `Réservation non confirmée : ${booking.flightNumber}, numéro de suivi ${booking.trackingId}`,
    );
    expect(mail.text).toContain("Nous n'avons pas pu vérifier le paiement de votre réservation");
    expect(typeof mail.html === 'string' ? mail.html : '').toMatch(/<html[^>]*lang="fr"/);
  });
});

/** The text of each line of a PDF's first page as pdf.js reads it, presentation forms unfolded (NFKC). */
async function pdfLines(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ raw: item.str, text: item.str.normalize('NFKC'), x: item.transform[4] as number }]
      : [],
  );
  return items;
}

describe('documents in Arabic', () => {
  it('prints the e-ticket in Arabic, shaped and read right to left, the references left to right', async () => {
    const user = await createUser(t.database.db, { email: 'lang-ar@example.com', language: 'ar' });
    const token = tokenFor(t.app, user.id, 'user');
    const booking = await book(token);
    const approved = await call(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
      token: await newAdminToken(t),
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    const ticket = await t.app.inject({
      url: `/api/v1/user/bookings/${booking.id}/ticket.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ticket.statusCode).toBe(200);
    const items = await pdfLines(ticket.rawPayload);
    const texts = items.map((i) => i.text);
    // the words read in their order once extracted, and were drawn joined (presentation forms)
    for (const words of [
      'تذكرة',
      'الإلكترونية',
      'رقم التتبع',
      'الرحلة',
      'المغادرة',
      'المقعد',
      'الدرجة السياحية',
      'شروط الأجرة',
    ])
      expect(
        texts.some((text) => text.includes(words)),
        words,
      ).toBe(true);
    const label = items.find((i) => i.text === 'رقم التتبع')!;
    expect(label.raw).not.toBe(label.text);
    expect([...label.raw].every((c) => c === ' ' || (c >= '\ufe70' && c <= '\ufeff'))).toBe(true);
    // the tracking ID and the flight number stay left to right, left of their labels
    const trackingId = items.find((i) => i.text === booking.trackingId)!;
    expect(trackingId).toBeDefined();
    expect(trackingId.x).toBeLessThan(label.x);
    expect(texts).toContain(booking.flightNumber);
    // the mail speaks Arabic, right to left, with its references left to right
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'lang-ar@example.com');
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toMatch(/<html[^>]*lang="ar"/);
    expect(html).toContain(`<bdi dir="ltr">${booking.trackingId}</bdi>`);
    expect(mail.subject).toContain('تم استلام الحجز');
    // a hang guard: pdf.js and the fonts load with the first document
  }, 600_000);
});
