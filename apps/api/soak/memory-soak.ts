import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../cluster/postgres-cluster';

/** The built server, as `npm start` runs it, with the probe of memory-probe.mjs loaded. */
const here = dirname(fileURLToPath(import.meta.url));
const SERVER = join(here, '../dist/server.js');
const PROBE = join(here, 'memory-probe.mjs');
const WEB_INDEX = join(here, '../../web/dist/index.html');

/** The settings of a run, from the environment: `SOAK_REQUESTS` (1,000,000) over `SOAK_MINUTES` (30). */
export function memorySoakSettings() {
  const requests = Number(process.env.SOAK_REQUESTS ?? 1_000_000);
  const minutes = Number(process.env.SOAK_MINUTES ?? 30);
  if (!Number.isInteger(requests) || requests < 1000 || !(minutes > 0))
    throw new Error('SOAK_REQUESTS is a whole number ≥ 1,000 and SOAK_MINUTES a number of minutes');
  return { requests, minutes };
}

export interface ProbeSample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  resources: Record<string, number>;
  processListeners: number;
  serverListeners: number;
}

export interface ProbedServer {
  url: URL;
  child: ChildProcess;
  exited: Promise<number | null>;
  sample(full?: boolean): Promise<ProbeSample>;
  /** writes a heap snapshot after a full collection; resolves with its file */
  snapshot(): Promise<string>;
}

/** Starts the built server with the probe on a free port; resolves once /health/ready says ready. */
export async function startProbedServer(env: Record<string, string>): Promise<ProbedServer> {
  for (const built of [SERVER, WEB_INDEX])
    if (!existsSync(built)) throw new Error(`${built} is not built: npm run build`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'skylark-memory-soak-'));
  const child = spawn(process.execPath, ['--expose-gc', '--import', PROBE, SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ask = <T>(probe: string, extra: object = {}) =>
    new Promise<T>((resolve) => {
      const answer = (message: { probe?: string; value: T }) => {
        if (message?.probe !== probe) return;
        child.off('message', answer);
        resolve(message.value);
      };
      child.on('message', answer);
      child.send({ probe, ...extra });
    });
  const url = new URL(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(new URL('/health/ready', url)).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready)
      return {
        url,
        child,
        exited,
        sample: (full = false) => ask<ProbeSample>('sample', { full }),
        snapshot: () => ask<string>('snapshot', { file: join(dataDir, `${Date.now()}.heapsnapshot`) }),
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** One line of the soak's minute-by-minute print. */
export const sampleLine = (label: string, s: ProbeSample, done: number) =>
  `${label}: ${done} requests, RSS ${mb(s.rss)}, heap ${mb(s.heapUsed)} of ${mb(s.heapTotal)}, external ${mb(s.external)}, ` +
  `handles ${JSON.stringify(s.resources)}, listeners ${s.processListeners} + ${s.serverListeners}`;
