import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { invocationDir, loadConfig } from '../../config';
import { API_ROOT } from '../../paths';
import { openDatabase } from '../../db/client';
import { DataDirLockedError, lockDataDir, type LockOwner } from '../../db/data-dir-lock';
import { BACKUP_DIR, restoreBackup, RestoreError, writeBackup } from './files';
import { BACKUP_PATH, BACKUP_TOKEN_FILE } from './route';

/**
 * `npm run backup` and `npm run restore FILE` for the embedded database. The backup asks the
 * running server for it (the server owns the data directory); with no server running it opens the
 * database itself. Runs from the repository root, as `npm start` does, so DATA_DIR means the same.
 */
async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  const startedIn = invocationDir();
  process.chdir(resolve(API_ROOT, '..', '..'));
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new RestoreError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (and restore with pg_restore or psql).',
    );
  }
  const pgliteDir = join(config.dataDir, 'pglite');

  if (command === 'backup') {
    try {
      const lock = lockDataDir(config.dataDir);
      try {
        const database = await openDatabase({ dataDir: pgliteDir });
        const backup = await writeBackup(database, join(config.dataDir, BACKUP_DIR)).finally(() =>
          database.close(),
        );
        console.log(`Backup written: ${backup.file} (${backup.bytes} bytes)`);
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      await backupThroughServer(config.dataDir, error.owner);
    }
    return;
  }
  if (command === 'restore' && fileArgument) {
    const lock = lockDataDir(config.dataDir);
    try {
      await restoreBackup(resolve(startedIn, fileArgument), pgliteDir);
    } finally {
      lock.release();
    }
    console.log(`Restored ${fileArgument} into ${pgliteDir}`);
    return;
  }
  throw new RestoreError('Usage: npm run backup | npm run restore FILE');
}

async function backupThroughServer(dataDir: string, owner: LockOwner | undefined) {
  if (!owner?.port)
    throw new RestoreError('The server owning the data directory is still starting: try again.');
  const token = readFileSync(join(dataDir, BACKUP_TOKEN_FILE), 'utf8').trim();
  const res = await fetch(`http://127.0.0.1:${owner.port}${BACKUP_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(120_000),
  });
  const answer = (await res.json()) as { message: string; data: { file: string; bytes: number } | null };
  if (!res.ok || !answer.data) throw new RestoreError(`The server refused the backup: ${answer.message}`);
  console.log(`Backup written by the running server: ${answer.data.file} (${answer.data.bytes} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
