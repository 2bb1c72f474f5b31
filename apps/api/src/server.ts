import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { secureDataDir } from './lib/data-dir';
import { WEB_DIST_DIR } from './paths';

/**
 * Start-up only: config, data-directory lock, then either the workers' supervisor or one server.
 * The server is imported only where it runs, so that the supervisor does not load the whole app.
 */
async function main() {
  let config;
  let lock: DataDirLock | undefined;
  // before anything is written: the data directory is the server user's alone
  process.umask(0o077);
  try {
    config = loadConfig(process.env, WEB_DIST_DIR);
    secureDataDir(config.dataDir);
    if (config.admin) {
      const { configuredAdminProblem } = await import('./lib/password');
      const problem = await configuredAdminProblem(config.admin);
      if (problem) throw new ConfigError([problem]);
    }
    // The embedded database belongs to one process: a second one would corrupt it.
    if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
    if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { serve } = await import('./serve');
  await serve(config, lock);
}

/**
 * WEB_CONCURRENCY > 1 on PostgreSQL: this process only forks the workers, which share the port
 * (docs/product.md#101-public-reads-from-memory-and-workers), starts a new one when one dies, and passes a stop signal on to them all.
 */
function superviseWorkers(count: number) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
