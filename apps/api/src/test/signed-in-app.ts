import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, tokenFor, type TestApp } from './app';
import { createAdmin, createUser } from './factories';

// Live bindings: set by useSignedInApp's beforeAll, read by the test files that import them.
export let t: TestApp;
/** tokens of an administrator and of a customer */
export let admin: string;
export let customer: string;

/** A test app with one administrator and one customer signed in, for the tests of one file. */
export function useSignedInApp() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
    customer = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
  });
  afterAll(async () => t.close());
}
