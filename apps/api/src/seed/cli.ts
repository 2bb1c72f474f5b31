import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { API_ROOT } from '../paths';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { demoInvoicing, seedDemoData } from './seed';

/**
 * `npm run seed`: the demo flights on the configured database (DATABASE_URL, else the
 * embedded one under DATA_DIR). Runs from the repository root, as `npm start` does, so a
 * relative DATA_DIR names the same directory for both.
 */
async function main() {
  process.chdir(resolve(API_ROOT, '..', '..'));
  const config = loadConfig();
  // the embedded database belongs to one process: refuse while a server owns it
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const result = await seedDemoData(
      database.db,
      { info: (data, message) => console.log(message, JSON.stringify(data)) },
      new Date(),
      demoInvoicing(config),
    );
    if (!result) console.log('Nothing to do: the flights table is not empty.');
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
