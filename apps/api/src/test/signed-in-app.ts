import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, tokenFor, type TestApp } from './app';
import { createAdmin, createUser } from './factories';

// Live bindings: set by useSignedInApp's beforeAll, read by the test files that import them.
export let t: TestApp;
/** tokens of an administrator and of a customer */
export let admin: string;
export let customer: string;

/** A new administrator's token (an agent's with `{ teamRole: 'agent' }`). */
export async function newAdminToken(
  app: TestApp,
  attrs?: Parameters<typeof createAdmin>[1],
): Promise<string> {
  return tokenFor(app.app, (await createAdmin(app.database.db, attrs)).id, 'admin');
}

/** A test app with one administrator and one customer signed in, for the tests of one file. */
export function useSignedInApp() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await newAdminToken(t);
    customer = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
  });
  afterAll(async () => t.close());
}
