import { type Booking, type Language, type User, DAY_MS, HOUR_MS, eu261Texts } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { call, tokenFor } from '../test/app';
import { createBooking, createFlight, createUser, offWeekend } from '../test/factories';
import { smtp, t, useMailApp } from '../test/mail-app';
import { newAdminToken } from '../test/signed-in-app';
import { recipientOf } from '../test/smtp';

useMailApp();

/** A booking of one seat on a new flight, as the web sends it, with `extra` fields beside the spec's. */
async function book(
  token: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
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
      ...extra,
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
      // the cities as the site names them in Spanish, the airports by their own names (decision 110)
      expect(part).toContain('Origen: Nueva York, John F. Kennedy International (JFK)');
      expect(part).toContain('Destino: París, Charles de Gaulle (CDG)');
      expect(part).toContain('Condiciones de la tarifa (Turista):');
      expect(part).not.toContain('We have received your booking');
    }
  });

  it('gives a Flex booking its own terms in French, not the Classic rules of its class', async () => {
    const user = await createUser(t.database.db, { email: 'lang-flex@example.com', language: 'fr' });
    await book(tokenFor(t.app, user.id, 'user'), {}, { fareBrand: 'FLEX' });
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'lang-flex@example.com');
    const text = mail.text ?? '';
    expect(text).toContain('Tarif Flex (Économie): Bagages en soute inclus : 2; Modifications gratuites');
    expect(text).toContain('Remboursement intégral jusqu’à 24 heures avant le départ');
    expect(text).not.toContain('Frais de modification');
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

/** A mail's two parts, Intl's no-break spaces read as spaces. */
const partsOf = (mail: { html?: unknown; text?: string }) =>
  [typeof mail.html === 'string' ? mail.html : '', mail.text ?? ''].map((p) =>
    p.replace(/[\u00a0\u202f]/g, ' '),
  );
const htmlOf = (mail: { html?: unknown }) => (typeof mail.html === 'string' ? mail.html : '');
const mailTo = (address: string) => smtp.waitFor((m) => recipientOf(m) === address);

describe("the airline's disruption mails in the traveller language", () => {
  const PARIS = 'Paris, Charles de Gaulle (CDG)';
  /** A flight from Paris (covered by EU261) in four to six days, on a weekday (no offer by rule), and a paid booking of one seat on it. */
  async function bookedFrom(flightNumber: string, seats: { email: string; language?: Language }[]) {
    const flight = await createFlight(t.database.db, {
      flightNumber,
      departureCity: PARIS,
      arrivalCity: 'New York, John F. Kennedy International (JFK)',
      departureAt: offWeekend(new Date(Date.now() + 4 * DAY_MS)),
    });
    for (const [i, seat] of seats.entries()) {
      const user = seat.language
        ? await createUser(t.database.db, { email: seat.email, language: seat.language })
        : null;
      const booking = await createBooking(t.database.db, {
        flightId: flight.id,
        classType: 'ECONOMY',
        seats: [`${i + 1}A`],
        userId: user?.id ?? null,
        email: seat.email,
      });
      // a guest booking made on the French site
      if (!user)
        await t.database.db.update(bookings).set({ language: 'fr' }).where(eq(bookings.id, booking.id));
    }
    return flight;
  }

  it('tells of a cancelled flight in Spanish, in French to a guest who booked in French, and in English word for word', async () => {
    const flight = await bookedFrom('LG701', [
      { email: 'cancel-es@example.com', language: 'es' },
      { email: 'cancel-guest-fr@example.com' },
      { email: 'cancel-en@example.com', language: 'en' },
      { email: 'cancel-ar@example.com', language: 'ar' },
    ]);
    const cancelled = await call(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, {
      token: await newAdminToken(t),
      body: { cause: 'WITHIN_AIRLINE_CONTROL' },
    });
    expect(cancelled.status).toBe(200);

    const es = await mailTo('cancel-es@example.com');
    expect(es.subject).toBe('El vuelo LG701 ha sido cancelado');
    expect(htmlOf(es)).toMatch(/<html[^>]*lang="es"/);
    for (const part of partsOf(es)) {
      expect(part).toContain('Estimado/a Test Passenger:');
      expect(part).toContain('Lo sentimos: la aerolínea ha cancelado el vuelo LG701.');
      expect(part).toContain('Importe del reembolso: 299,00 US$ (el importe íntegro que pagó)');
      expect(part).toContain('En lugar del reembolso, puede cambiar sin coste a otro vuelo de la ruta');
      expect(part).toContain('Sus derechos según el Reglamento (CE) n.º 261/2004:');
      expect(part).toContain('- Compensación: 600 € por pasajero, 600 € por 1 pasajero de esta reserva');
      expect(part).not.toContain('We are sorry');
      expect(part).not.toContain('Your rights under');
    }

    const fr = await mailTo('cancel-guest-fr@example.com');
    expect(fr.subject).toBe('Le vol LG701 est annulé');
    expect(fr.text).toContain('Nous sommes désolés : le vol LG701 a été annulé par la compagnie.');
    expect(fr.text).toContain('Vos droits selon le règlement (CE) n° 261/2004 :');

    const en = await mailTo('cancel-en@example.com');
    expect(en.subject).toBe('Flight LG701 has been cancelled');
    const lines = (en.text ?? '').split('\n');
    expect(lines).toContain('Dear Test Passenger,');
    expect(lines).toContain('We are sorry: flight LG701 has been cancelled by the airline.');
    expect(lines).toContain('Refund amount: $299.00 (the full amount you paid)');
    expect(lines).toContain(`${eu261Texts.title}:`);
    expect(lines).toContain(`- ${eu261Texts.care}`);
    expect(htmlOf(en)).toMatch(/<html[^>]*lang="en"/);

    // as the web writes it: the number, then the currency's sign kept whole, drawn "US$ 299.00"
    const ar = await mailTo('cancel-ar@example.com');
    expect(ar.text).toContain('\u200f299.00\u00a0\u2068US$\u2069');
    expect(htmlOf(ar)).toContain('\u200f299.00\u00a0<bdi>US$</bdi>');
    expect(htmlOf(ar)).not.toContain('<bdi dir="ltr">\u200f299.00');
  });

  it('tells of new times in Arabic, right to left, with the flight number left to right', async () => {
    const flight = await bookedFrom('LG702', [{ email: 'moved-ar@example.com', language: 'ar' }]);
    const later = (at: Date) => new Date(at.getTime() + 4 * HOUR_MS).toISOString();
    const moved = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: await newAdminToken(t),
      body: {
        departure: { city: flight.departureCity, date: later(flight.departureAt) },
        arrival: { city: flight.arrivalCity, date: later(flight.arrivalAt) },
      },
    });
    expect(moved.status).toBe(200);
    const ar = await mailTo('moved-ar@example.com');
    expect(ar.subject).toBe('مواعيد جديدة للرحلة \u2066LG702\u2069');
    const html = htmlOf(ar);
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toContain('غيّرت شركة الطيران مواعيد الرحلة <bdi dir="ltr">LG702</bdi>');
    expect(ar.text).toContain('موعد المغادرة الجديد:');
    expect(ar.text).toContain(
      'من باريس، Charles de Gaulle (CDG) إلى نيويورك، John F. Kennedy International (JFK)',
    );
    expect(ar.text).toContain('يمكنك أن تختار في صفحة حجزك:');
    expect(ar.text).not.toContain('The airline has changed');
  });
});

describe('account, contact and newsletter mails in the traveller language', () => {
  const forgot = (email: string) => call(t.app, 'POST', '/user/forget-password', { body: { email } });

  it("sends the password reset in the account's language, and in English word for word", async () => {
    for (const [email, language] of [
      ['reset-fr@example.com', 'fr'],
      ['reset-ar@example.com', 'ar'],
      ['reset-en@example.com', 'en'],
    ] as const) {
      await createUser(t.database.db, { email, language, firstName: 'Ana' });
      // the request's own language does not decide: the account's does
      expect((await forgot(email)).status).toBe(200);
    }
    const fr = await mailTo('reset-fr@example.com');
    expect(fr.subject).toBe('Réinitialisez votre mot de passe Skylark');
    expect(fr.text).toContain('Bonjour Ana,');
    expect(fr.text).toContain(
      "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte Skylark.",
    );
    expect(fr.text).toMatch(/Réinitialiser mon mot de passe: http:\/\/skylark\.test\/reset-password\?token=/);

    const ar = await mailTo('reset-ar@example.com');
    expect(ar.subject).toBe('أعد تعيين كلمة مرور Skylark');
    expect(htmlOf(ar)).toMatch(/<html[^>]*dir="rtl"/);
    expect(htmlOf(ar)).toMatch(/<bdi dir="ltr">http:\/\/skylark\.test\/reset-password\?token=/);
    expect(ar.text).toContain('افتح هذا الرابط خلال ساعة واحدة');

    const en = await mailTo('reset-en@example.com');
    expect(en.subject).toBe('Reset your Skylark password');
    expect(en.text).toContain(
      'Someone asked to reset the password of your Skylark account. Open this link within one hour to choose a new password:',
    );
    expect(en.text).toContain('If it was not you, ignore this e-mail: your password stays as it is.');
  });

  it('answers a contact message in the language it was written from', async () => {
    const admin = await newAdminToken(t);
    const write = async (email: string, headers: Record<string, string>) => {
      const sent = await call<{ _id: string }>(t.app, 'POST', '/contact', {
        headers,
        body: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email,
          subject: 'Equipaje',
          message: '¿Cuántas maletas?',
        },
      });
      expect(sent.status).toBe(201);
      const answered = await call(t.app, 'POST', `/admin/messages/${sent.body.data._id}/reply`, {
        token: admin,
        body: { body: 'Two bags of 32 kg each.' },
      });
      expect(answered.status).toBe(200);
      return mailTo(email);
    };
    const es = await write('contact-es@example.com', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.subject).toBe('RE: Equipaje');
    for (const part of partsOf(es)) {
      expect(part).toContain('Hola, Ana:');
      // the administrator's words as written
      expect(part).toContain('Two bags of 32 kg each.');
      expect(part).toContain('Atención al cliente de Skylark Airways');
      expect(part).not.toContain('customer care');
    }
    const ar = await write('contact-ar@example.com', { cookie: 'lang=ar', 'accept-language': 'es' });
    expect(ar.subject).toBe('رد: Equipaje');
    expect(htmlOf(ar)).toMatch(/<html[^>]*dir="rtl"/);
    expect(ar.text).toContain('خدمة عملاء Skylark Airways');
    const en = await write('contact-en@example.com', {});
    expect(en.subject).toBe('Re: Equipaje');
    expect(en.text).toContain('Hello Ana,');
    expect(en.text).toContain('Skylark Airways customer care');
  });

  it('confirms a subscription and sends each issue in the language it was asked in', async () => {
    const subscribe = async (email: string, headers: Record<string, string>) => {
      expect((await call(t.app, 'POST', '/newsletter', { headers, body: { email } })).status).toBe(200);
      const confirmation = await mailTo(email);
      const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(confirmation.text ?? '')?.[1];
      expect(token).toBeDefined();
      expect((await call(t.app, 'POST', '/newsletter/confirm', { body: { token } })).status).toBe(200);
      return confirmation;
    };
    const fr = await subscribe('news-fr@example.com', { 'accept-language': 'fr-CA' });
    expect(fr.subject).toBe('Confirmez votre abonnement à la newsletter Skylark');
    expect(fr.text).toContain('Bonjour,');
    expect(fr.text).toContain("Quelqu'un a demandé l'abonnement de cette adresse à la newsletter Skylark.");
    const ar = await subscribe('news-ar@example.com', { cookie: 'lang=ar' });
    expect(ar.subject).toBe('أكّد اشتراكك في النشرة الإخبارية من Skylark');
    expect(htmlOf(ar)).toMatch(/<html[^>]*lang="ar"/);
    const en = await subscribe('news-en@example.com', {});
    expect(en.subject).toBe('Confirm your Skylark newsletter subscription');
    expect(en.text).toContain(
      'Someone asked to subscribe this address to the Skylark newsletter. Open this link to confirm:',
    );

    const sent = await call(t.app, 'POST', '/admin/newsletter', {
      token: await newAdminToken(t),
      body: { subject: 'Fare drops', body: 'Paris from $399.' },
    });
    expect(sent.status).toBe(200);
    const issue = (email: string) =>
      smtp.waitFor((m) => recipientOf(m) === email && m.subject === 'Fare drops');
    const frIssue = await issue('news-fr@example.com');
    expect(frIssue.text).toContain('Paris from $399.');
    expect(frIssue.text).toMatch(
      /Désabonnez-vous à tout moment : http:\/\/skylark\.test\/newsletter\/unsubscribe\?token=/,
    );
    expect((await issue('news-ar@example.com')).text).toContain('يمكنك إلغاء الاشتراك في أي وقت:');
    expect((await issue('news-en@example.com')).text).toMatch(
      /Unsubscribe at any time: http:\/\/skylark\.test\/newsletter\/unsubscribe\?token=/,
    );
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
      'باريس',
      'نيويورك',
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
