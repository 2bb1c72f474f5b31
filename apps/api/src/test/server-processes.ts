import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { type ApiAnswer, openTestDatabase } from './app';

/** Tests across server processes need a database that several processes can share. */
export const sharedDatabaseAvailable = process.env.TEST_DB === 'postgres';

export interface ServerProcesses {
  /** one port per server process */
  ports: number[];
  /** the shared database, to set up and read results */
  db: Db;
  /** DATA_DIR of every process: one outbox for all */
  dataDir: string;
  /** an in-test app on the same database and JWT secret: it signs tokens */
  app: FastifyInstance;
  /** SIGKILL to process `index`: no shutdown, no answers for what it had in flight */
  crash(index: number): Promise<void>;
  /** starts process `index` again (a new port in `ports`) */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'serve-process.ts');

/** Starts `count` real server processes on one fresh PostgreSQL database (the PostgreSQL project only). */
export async function startServerProcesses(
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcesses> {
  const shared = await openTestDatabase(20);
  if (!shared.url) throw new Error('server processes need the PostgreSQL test project');
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: shared.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-processes-')),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // the load tests book many times from one address
    BOOKING_RATE_LIMIT: '100000',
    ...extraEnv,
  };
  // slot i: the current process i and its port; a crashed process stays listed until closed
  const current: ChildProcess[] = [];
  const all: ChildProcess[] = [];
  const ports: number[] = [];
  const startOne = async (index: number): Promise<void> => {
    const started = await startServeProcess(env);
    all.push(started.child);
    current[index] = started.child;
    ports[index] = started.port;
  };

  await Promise.all(Array.from({ length: count }, (_, i) => startOne(i)));
  const app = await buildApp(loadConfig(env), { database: shared.database, logger: false, work: false });
  await app.ready();
  const exited = (c: ChildProcess) =>
    new Promise((resolve) =>
      c.exitCode !== null || c.signalCode !== null ? resolve(null) : c.once('exit', resolve),
    );

  return {
    ports,
    db: shared.database.db,
    dataDir: env.DATA_DIR,
    app,
    async crash(index) {
      const child = current[index]!;
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: startOne,
    async close() {
      for (const child of all) child.kill('SIGTERM');
      await Promise.all(all.map(exited));
      await app.close();
      await shared.database.close();
      await shared.drop();
    },
  };
}

/** Starts one server process (serve-process.ts) with `env`; resolves with its port. */
export function startServeProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, port: (JSON.parse(line) as { port: number }).port }),
    );
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

/** A wrapped answer, whether it came over HTTP or through app.inject. */
export type HttpAnswer = Pick<ApiAnswer, 'status' | 'body'>;

/** Sends one JSON request to a server process over HTTP and parses the wrapper. */
export async function sendTo(
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<HttpAnswer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as HttpAnswer['body'] };
}
