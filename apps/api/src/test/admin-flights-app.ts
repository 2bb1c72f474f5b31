import { DAY_MS, type CreateFlightBody, type Flight, HOUR_MS } from '@skylark/contract';
import { beforeAll } from 'vitest';
import { createAdmin, createUser } from './factories';
import { call, tokenFor } from './app';
import { smtp, t, useMailApp } from './mail-app';

export { smtp, t };
// Live bindings: set by useAdminFlightsApp's beforeAll, read by the test files that import them.
/** tokens of an administrator and of a customer */
export let admin: string;
export let customer: string;

/** The server the flight back-office tests share: real SMTP, one administrator, one customer. */
export function useAdminFlightsApp() {
  useMailApp();
  beforeAll(async () => {
    admin = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
    customer = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
  });
}

export const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY_MS + hours * HOUR_MS).toISOString();

let sequence = 100;
/** A valid Add Flight body with a new flight number, the fields overridable. */
export function body(overrides: Partial<CreateFlightBody> = {}): CreateFlightBody {
  sequence += 1;
  return {
    flightNumber: `MA${sequence}`,
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: inDays(20) },
    arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(20, 3) },
    classTypes: [
      { type: 'ECONOMY', price: 129.99, availableSeats: 150 },
      { type: 'BUSINESS', price: 499 },
    ],
    ...overrides,
  };
}

export const post = (payload: unknown, token = admin) =>
  call<Flight>(t.app, 'POST', '/admin/flights', { token, body: payload });
