/**
 * One server process for the multi-process tests (server-processes.ts): config from the environment
 * (DATABASE_URL = the test's cloned database, JWT_SECRET shared with the test), port 0,
 * and the chosen port printed as one JSON line on stdout. Stops on SIGTERM.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    poolSize: 10,
  });
  const app = await buildApp(config, { database, logger: false });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
