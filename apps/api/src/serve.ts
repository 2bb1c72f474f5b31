import cluster from 'node:cluster';
import { join } from 'node:path';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { backupPlugin } from './ops/backup/route';
import { openDatabase } from './db/client';
import type { DataDirLock } from './db/data-dir-lock';
import { demoInvoicing, seedDemoData } from './seed/seed';
import { secureDataDir } from './lib/data-dir';
import { sealPlaintextSecrets } from './modules/mfa/sealing';
import { endSessionsWithoutSecondFactor, ensureConfiguredAdmin } from './modules/auth/admin-login';

/** A request still running after this long does not hold the shutdown any further. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

/** One server process: database, migrations, seed, listen, graceful shutdown. */
export async function serve(config: AppConfig, lock: DataDirLock | undefined) {
  const database = await openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  const app = await buildApp(config, { database });
  // onClose hooks run after the requests in flight have been answered: the database closes last
  app.addHook('onClose', async () => {
    await database.close();
    // the embedded database sets its own files' modes (0666): tightened again once it has stopped
    if (!config.databaseUrl) secureDataDir(config.dataDir);
    lock?.release();
  });
  if (lock) await app.register(backupPlugin, { database, dataDir: config.dataDir });

  // Processes starting together on one PostgreSQL database take turns here (an advisory lock on
  // the direct connection).
  await database.exclusive(async (db, migrate) => {
    await migrate();
    if (config.admin) await ensureConfiguredAdmin(db, config.admin, app.log);
    if (config.adminMfa === 'required') await endSessionsWithoutSecondFactor(db);
    await sealPlaintextSecrets(db, app.secrets);
    if (config.seedDemo) await seedDemoData(db, app.log, new Date(), demoInvoicing(config));
  });
  // the embedded database has made and migrated its files (0666, whatever the umask): tightened
  // before the first request, so the files of a running server are 0600 too
  if (!config.databaseUrl) secureDataDir(config.dataDir);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('shutdown timed out: requests still running were cut off');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  lock?.announce(port);
  if ((cluster.worker?.id ?? 1) === 1)
    console.log(
      `\n  Skylark is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n`,
    );
  if (!config.webDistDir) console.log('  (the web app is not built: run `npm run build`)\n');
}
