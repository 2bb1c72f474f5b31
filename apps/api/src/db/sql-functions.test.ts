import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_DIR } from '../paths';
import { openTestDatabase } from '../test/app';
import type { Database } from './client';
import { applySqlFunctions, sqlFunctionFiles } from './sql-functions';

/** The function a file defines: its name, its arguments and its body (what stands between the `$$`). */
function definedBy(text: string) {
  const head = /CREATE OR REPLACE FUNCTION (\w+)\(([\s\S]*?)\)\s+RETURNS/.exec(text);
  if (!head) throw new Error('no CREATE OR REPLACE FUNCTION');
  return {
    name: head[1]!,
    args: head[2]!.replace(/\s+/g, ' ').trim(),
    body: text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$')),
  };
}

let setup: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
beforeAll(async () => {
  setup = await openTestDatabase(2);
  database = setup.database;
});
afterAll(async () => {
  await database.close();
  await setup.drop();
});

/** The application's own SQL functions in schema public (an extension's, like pg_trgm's, left out). */
async function liveFunctions() {
  const { rows } = await database.db.execute<{ name: string; args: string; body: string }>(sql`
    select p.proname as name, pg_get_function_arguments(p.oid) as args, p.prosrc as body
    from pg_proc p join pg_language l on l.oid = p.prolang
    where p.pronamespace = 'public'::regnamespace and l.lanname in ('plpgsql', 'sql')
      and not exists (select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname`);
  return rows;
}

describe('the SQL functions of db/functions', () => {
  it('are every function of a migrated database, each one file named after it, with its body and signature', async () => {
    const files = sqlFunctionFiles().map(({ file, text }) => ({ file, ...definedBy(text) }));
    for (const { file, name } of files) expect(file).toBe(`${name}.sql`);
    const defined = files.map(({ name, args, body }) => ({ name, args, body }));
    expect(await liveFunctions()).toEqual(defined.sort((a, b) => (a.name < b.name ? -1 : 1)));
  });

  it("take an edited file's body at the next migrate of a migrated database", async () => {
    const edited = mkdtempSync(join(tmpdir(), 'skylark-functions-'));
    try {
      cpSync(FUNCTIONS_DIR, edited, { recursive: true });
      const file = join(edited, 'seats_free.sql');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace('BEGIN\n', "BEGIN\n  RAISE EXCEPTION 'seats_free as edited';\n"));
      const seatsFree = () => database.db.execute(sql`select seats_free('[]'::jsonb)`);
      await database.exclusive((db) => applySqlFunctions(db, edited));
      // Drizzle wraps the database's error as its cause
      await expect(seatsFree()).rejects.toMatchObject({ cause: { message: 'seats_free as edited' } });
      // the functions step runs at every migrate, whether or not a migration was pending
      await database.migrate();
      await expect(seatsFree()).resolves.toBeDefined();
    } finally {
      rmSync(edited, { recursive: true, force: true });
    }
  });

  it('are left as they are by an earlier release, on a database a later release migrated', async () => {
    const edited = mkdtempSync(join(tmpdir(), 'skylark-functions-'));
    const later = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a later release', ${Date.now() + 365 * DAY_MS})`;
    try {
      cpSync(FUNCTIONS_DIR, edited, { recursive: true });
      const file = join(edited, 'seats_free.sql');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('BEGIN\n', "BEGIN\n  RAISE EXCEPTION 'a later body';\n"),
      );
      await database.exclusive((db) => applySqlFunctions(db, edited));
      await database.db.execute(later);
      // this release starts again: the later release's body stays
      await database.migrate();
      await expect(database.db.execute(sql`select seats_free('[]'::jsonb)`)).rejects.toMatchObject({
        cause: { message: 'a later body' },
      });
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'a later release'`);
      await database.migrate();
      rmSync(edited, { recursive: true, force: true });
    }
  });
});
