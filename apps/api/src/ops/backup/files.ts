import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client';

/** Where backups are written, inside DATA_DIR. */
export const BACKUP_DIR = 'backups';

export class RestoreError extends Error {}

/** skylark-2026-11-23T18-30-05-123Z.tar.gz: sorts by date, safe in any file system. */
export function backupFileName(now = new Date()): string {
  return `skylark-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** Dumps the embedded database into `dir`; the file appears whole or not at all. */
export async function writeBackup(database: Database, dir: string): Promise<{ file: string; bytes: number }> {
  if (!database.dump) throw new Error('only the embedded database is backed up this way');
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName());
  writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return { file, bytes: bytes.length };
}

/** Restores a backup into `pgliteDir`, which must not hold a database yet. */
export async function restoreBackup(file: string, pgliteDir: string): Promise<void> {
  if (!existsSync(file)) throw new RestoreError(`No backup file at ${file}`);
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new RestoreError(
      `${pgliteDir} already holds a database: restore into an empty data directory (or move that one away first).`,
    );
  }
  const database = await openDatabase({ dataDir: pgliteDir, from: new Blob([readFileSync(file)]) });
  try {
    await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
  } finally {
    await database.close();
  }
}
