import { ERROR_CODES, ERROR_TYPES, MSG, type Booking } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser, FACTORY_PASSWORD } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';

interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: string[];
  anyOf?: Schema[];
}
type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };

describe('every error answer carries a machine-readable code beside its message (docs/product.md#8-errors-and-messages)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('names what went wrong, precisely where a client acts on it and by the status otherwise', async () => {
    const flight = await createFlight(t.database.db);
    const customer = await createUser(t.database.db);
    const token = tokenFor(t.app, customer.id, 'user');
    const blocked = tokenFor(t.app, (await createUser(t.database.db, { status: 'blocked' })).id, 'user');
    const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token,
      body: oneSeatBooking(flight.id, '30A'),
    });
    expect(booked.status).toBe(201);

    const answers = {
      VALIDATION_FAILED: await call(t.app, 'POST', '/user/bookings', { token, body: {} }),
      UNAUTHORIZED: await call(t.app, 'GET', '/user/bookings'),
      ACCOUNT_BLOCKED: await call(t.app, 'GET', '/user/bookings', { token: blocked }),
      FORBIDDEN: await call(t.app, 'GET', '/admin/users', { token }),
      NOT_FOUND: await call(t.app, 'GET', '/no-such-route'),
      SEAT_TAKEN: await call(t.app, 'POST', '/user/bookings', {
        token,
        body: oneSeatBooking(flight.id, '30A'),
      }),
      INVALID_CREDENTIALS: await call(t.app, 'POST', '/user/login', {
        body: { email: customer.email, password: `${FACTORY_PASSWORD}-not` },
      }),
    };
    for (const [code, answer] of Object.entries(answers)) {
      expect(answer.body, code).toMatchObject({ success: false, code });
    }
    expect(answers.ACCOUNT_BLOCKED.body).toMatchObject({ statusCode: 403, message: MSG.accountBlocked });
    expect(answers.SEAT_TAKEN.body).toMatchObject({ statusCode: 409 });
  });

  it('lists the codes in the OpenAPI document, in every error answer it describes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    let errorAnswers = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (Number(status) < 400 || !schema) continue;
          errorAnswers += 1;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          expect(schema.required, where).toEqual(expect.arrayContaining(['code', 'type']));
          expect(schema.properties?.code?.enum, where).toEqual([...ERROR_CODES]);
          expect(schema.properties?.type?.enum, where).toEqual([...ERROR_TYPES]);
        }
      }
    }
    expect(errorAnswers).toBeGreaterThan(100);
  });

  it('gives each refusal its type, and the one field at fault as its param', async () => {
    const customer = await createUser(t.database.db);
    const token = tokenFor(t.app, customer.id, 'user');
    const badId = await call(t.app, 'GET', '/user/bookings/not-an-id', { token });
    expect(badId.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      type: 'invalid_request',
      param: 'params.id',
    });
    const missing = await call(t.app, 'GET', `/user/bookings/${crypto.randomUUID()}`, { token });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', type: 'not_found' });
    expect(missing.body).not.toHaveProperty('param');
    const anonymous = await call(t.app, 'GET', '/user/bookings');
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHORIZED', type: 'authentication' });
  });

  it('lists the statuses the framework answers before a route: 413 and 415 for a body, 414 for a path', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/admin/flights', 'post')).toEqual(expect.arrayContaining(['400', '413', '415']));
    expect(statuses('/user/register', 'post')).toEqual(expect.arrayContaining(['413', '415', '429']));
    expect(statuses('/user/bookings/tracking/{trackingId}', 'get')).toEqual(
      expect.arrayContaining(['400', '414']),
    );
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/bookings/tracking/${'A'.repeat(5000)}`,
    });
    expect(tooLong.statusCode).toBe(414);
  });
});
