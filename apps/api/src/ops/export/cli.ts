import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../config';
import { API_ROOT } from '../../paths';
import { openDatabase } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock';
import { copyToPostgres } from './copy';

/**
 * `npm run export-to-postgres`: the embedded database of DATA_DIR (the server stopped) into the
 * empty PostgreSQL database of DATABASE_URL, migrated first by the same migrations (docs/deploy.md).
 * The copy runs as DATABASE_OWNER_URL when it is set: turning the tables' triggers off needs their owner.
 */
async function main() {
  process.chdir(resolve(API_ROOT, '..', '..'));
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the empty PostgreSQL database to copy into.');
  const lock = lockDataDir(config.dataDir);
  try {
    const source = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
    const target = await openDatabase({
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      ownerUrl: config.databaseOwnerUrl,
      poolSize: 2,
    });
    try {
      await source.migrate();
      await target.migrate();
      const owner = new pg.Client({ connectionString: config.databaseOwnerUrl ?? config.databaseUrl });
      await owner.connect();
      try {
        const report = await copyToPostgres(source.db, owner);
        for (const [table, rows] of Object.entries(report.tables)) console.log(`${table}: ${rows} rows`);
        console.log('Done: start the server with DATABASE_URL (and the JWT_SECRET of DATA_DIR/jwt-secret).');
      } finally {
        await owner.end();
      }
    } finally {
      await target.close();
      await source.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Error || error instanceof DataDirLockedError ? (error as Error).message : error,
  );
  process.exit(1);
});
