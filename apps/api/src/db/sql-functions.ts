import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from '../paths';
import type { Db } from './types';

export interface SqlFunctionFile {
  file: string;
  /** one `CREATE OR REPLACE FUNCTION` statement, with its comment */
  text: string;
}

/** The SQL functions' current definitions, one file a function, in file name order. */
export function sqlFunctionFiles(dir = FUNCTIONS_DIR): SqlFunctionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Writes every SQL function as its file in `db/functions` defines it, in one transaction, after the
 * migrations and at every start: a function's body lives in its file, not in whichever migration
 * last replaced it (decision 093). The migrations still create each function first, so a trigger
 * made by a migration always finds its function.
 */
export async function applySqlFunctions(db: Db, dir = FUNCTIONS_DIR): Promise<void> {
  if (await databaseIsNewer(db)) return;
  const files = sqlFunctionFiles(dir);
  await db.transaction(async (tx) => {
    for (const { text } of files) await tx.execute(sql.raw(text));
  });
}

/**
 * A database migrated by a later release than this one (a node of the previous release restarting
 * during a rolling deploy): its functions are that release's, and this one leaves them alone.
 */
async function databaseIsNewer(db: Db): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const known = Math.max(...journal.entries.map((e) => e.when));
  const { rows } = await db.execute<{ newest: string | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.newest ?? 0) > known;
}
