import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';
import { ensureConfiguredAdmin } from './modules/auth/service';
import { WEB_DIST_DIR } from './paths';
import { join } from 'node:path';

/** Start-up only: config, migrations, seed, listen, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env, WEB_DIST_DIR);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  if (config.admin) await ensureConfiguredAdmin(database.db, config.admin, app.log);
  if (config.seedDemo) await seedDemoData(database.db, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
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
  console.log(
    `\n  Skylark is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n`,
  );
  if (!config.webDistDir) console.log('  (the web app is not built: run `npm run build`)\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
