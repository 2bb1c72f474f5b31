import { type NewsSettings, newsMailSubjects } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { call } from '../../test/app';
import { admin, mailsTo, t, travellerBooking, turnOff, useNewsApp } from '../../test/news-app';
import { startPushEndpoint } from '../../test/push-endpoint';

useNewsApp();

let push: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(() => push?.close());

const departureAt = new Date('2027-04-12T08:00:00.000Z');
const arrivalAt = new Date('2027-04-12T16:00:00.000Z');
const onFlight = (status: 'PENDING' | 'CONFIRMED' = 'CONFIRMED') =>
  travellerBooking(status, { departureAt, arrivalAt });
const patch = (id: string, body: unknown) =>
  call(t.app, 'PATCH', `/admin/flights/${id}`, { token: admin, body });
const later = (minutes: number) => ({
  departure: { date: new Date(departureAt.getTime() + minutes * 60_000).toISOString() },
  arrival: { date: new Date(arrivalAt.getTime() + minutes * 60_000).toISOString() },
});
const subscribe = (id: string, token: string, body: unknown) =>
  call<NewsSettings>(t.app, 'POST', `/user/bookings/${id}/push-subscriptions`, { token, body });

describe('gate and boarding time', () => {
  it('mails each traveller on the flight when the gate is set, and again when it changes', async () => {
    const { booking, flight } = await onFlight();
    expect((await patch(flight.id, { gate: 'b12' })).status).toBe(200);
    expect((await patch(flight.id, { boardingTime: '2027-04-12T07:15:00.000Z' })).status).toBe(200);
    expect((await patch(flight.id, { status: 'SCHEDULED' })).status).toBe(200);
    const subject = newsMailSubjects.gate(flight.flightNumber);
    expect(await mailsTo(booking.email)).toEqual([subject, subject]);
  });

  it('is not mailed to a traveller who turned it off', async () => {
    const { booking, flight, token } = await onFlight();
    await turnOff(booking.id, token, ['GATE']);
    expect((await patch(flight.id, { gate: 'C3' })).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([]);
  });
});

describe('a delay', () => {
  const newTimes = (n: string) => `Flight ${n} has new times`;

  it('is the one mail of new times', async () => {
    const { booking, flight } = await onFlight();
    expect((await patch(flight.id, later(30))).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([newTimes(flight.flightNumber)]);
  });

  it('turned off: no mail for a short delay; a delay of more than an hour still offers its choice', async () => {
    const { booking, flight, token } = await onFlight();
    await turnOff(booking.id, token, ['DELAY']);
    expect((await patch(flight.id, later(30))).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([]);
    expect((await patch(flight.id, later(150))).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([newTimes(flight.flightNumber)]);
  });
});

describe('web push', () => {
  it('sends the news to the devices that asked, encrypted for each; a device gone is forgotten', async () => {
    const { booking, flight, token } = await onFlight();
    const res = await subscribe(booking.id, token, push.subscription(booking.id));
    expect(res.status).toBe(200);
    expect(res.body.data.devices).toBe(1);

    expect((await patch(flight.id, { gate: 'A7' })).status).toBe(200);
    await t.app.jobs.drain('push');
    const got = push.received.filter((p) => p.path === `/push/${booking.id}`);
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(got[0]!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(got[0]!.text)).toMatchObject({
      title: newsMailSubjects.gate(flight.flightNumber),
      body: expect.stringContaining('Gate A7'),
      url: `/bookings/${booking.id}`,
    });

    push.state.status = 410;
    try {
      expect((await patch(flight.id, later(20))).status).toBe(200);
      await t.app.jobs.drain('push');
    } finally {
      push.state.status = 201;
    }
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.bookingId, booking.id));
    expect(left).toEqual([]);
  });

  it('sends nothing of a kind turned off', async () => {
    const { booking, flight, token } = await onFlight();
    expect((await subscribe(booking.id, token, push.subscription(`off-${booking.id}`))).status).toBe(200);
    await turnOff(booking.id, token, ['GATE']);
    expect((await patch(flight.id, { gate: 'D1' })).status).toBe(200);
    await t.app.jobs.drain('push');
    expect(push.received.filter((p) => p.path === `/push/off-${booking.id}`)).toEqual([]);
  });

  it('refuses an endpoint that is not a known push service over https, and an eleventh device', async () => {
    const { booking, token } = await onFlight();
    const keys = push.subscription('x').keys;
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'http://10.0.0.1/push',
      'not a url at all',
    ]) {
      const res = await subscribe(booking.id, token, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body).toMatchObject({ code: 'PUSH_ENDPOINT_REFUSED' });
    }
    for (let i = 0; i < 10; i++) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/device-${i}`;
      expect((await subscribe(booking.id, token, { endpoint, keys })).status).toBe(200);
    }
    const again = await subscribe(booking.id, token, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-0',
      keys,
    });
    expect(again.body.data.devices).toBe(10);
    const eleventh = await subscribe(booking.id, token, {
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/eleven',
      keys,
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: 'TOO_MANY_DEVICES' });
  });

  it("answers 404 for another traveller's booking and changes nothing", async () => {
    const mine = await onFlight();
    const theirs = await onFlight();
    const res = await subscribe(theirs.booking.id, mine.token, push.subscription('theirs'));
    expect(res.status).toBe(404);
    const put = await call(t.app, 'PUT', `/user/bookings/${theirs.booking.id}/news`, {
      token: mine.token,
      body: { off: ['GATE'] },
    });
    expect(put.status).toBe(404);
    const read = await call<NewsSettings>(t.app, 'GET', `/user/bookings/${theirs.booking.id}/news`, {
      token: theirs.token,
    });
    expect(read.body.data).toMatchObject({ off: [], devices: 0 });
  });
});

describe("the account's settings", () => {
  it('a kind turned off in the profile is sent for none of the account’s bookings; turned on again, it is', async () => {
    const { booking, flight, token } = await onFlight();
    const off = await call(t.app, 'PUT', '/user/news', { token, body: { off: ['GATE'] } });
    expect(off.status).toBe(200);
    expect((await call(t.app, 'GET', '/user/news', { token })).body.data).toEqual({ off: ['GATE'] });
    expect((await patch(flight.id, { gate: 'E5' })).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([]);

    expect((await call(t.app, 'PUT', '/user/news', { token, body: { off: [] } })).status).toBe(200);
    expect((await patch(flight.id, { gate: 'E6' })).status).toBe(200);
    expect(await mailsTo(booking.email)).toEqual([newsMailSubjects.gate(flight.flightNumber)]);
  });

  it('refuses a kind that does not exist, and changes nothing', async () => {
    const { token } = await onFlight();
    const res = await call(t.app, 'PUT', '/user/news', { token, body: { off: ['EVERYTHING'] } });
    expect(res.status).toBe(400);
    expect((await call(t.app, 'GET', '/user/news', { token })).body.data).toEqual({ off: [] });
  });
});
