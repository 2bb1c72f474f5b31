import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

/**
 * Decision 038: on PostgreSQL a separate owner keeps the application from dropping the audit trail's
 * triggers. The embedded database has one user, a superuser, and no logins: this shows how far a
 * role can go there, and where it stops.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
});
afterAll(() => database.close());

const run = (text: string) => database.db.execute(sql.raw(text));
const failure = (text: string) =>
  run(text).then(
    () => 'ran',
    (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code ?? 'failed',
  );

describe('the audit trail on the embedded database', () => {
  it('refuses disabling its triggers under a role that may only add and read, but any SQL can RESET ROLE', async () => {
    await run(`create role skylark_app nosuperuser nologin`);
    await run(`grant select, insert on audit_events to skylark_app`);
    await run(`insert into audit_events (actor_role, action) values ('system', 'booking.approve')`);
    await run(`set role skylark_app`);
    // under the role: the table is not its own, so its triggers stay and its rows stay
    expect(await failure(`alter table audit_events disable trigger user`)).toBe('42501');
    expect(await failure(`delete from audit_events`)).toBe('42501');
    expect(await failure(`truncate audit_events`)).toBe('42501');
    // the limit: the session's user is still the superuser, so a statement resets the role
    await run(`reset role`);
    const [who] = (await run(`select current_user as name`)).rows as { name: string }[];
    expect(who?.name).toBe('postgres');
    expect(await failure(`alter table audit_events disable trigger user`)).toBe('ran');
    expect(await failure(`delete from audit_events`)).toBe('ran');
  });
});
