import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-cluster';

/** The built server, as `npm start` and the Dockerfile run it. */
export const SERVER = join(dirname(fileURLToPath(import.meta.url)), '../dist/server.js');

export interface AppNode {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts one built server process with `env` on a free port; resolves once /health/ready says ready. */
export async function startAppNode(env: Record<string, string>): Promise<AppNode> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is not built: npm run build -w @skylark/api`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-node-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app node exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { url, child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('app node did not become ready');
}

/** Reads one Prometheus sample (`name{labels}`) from a node's /metrics; undefined when absent. */
export async function metric(node: AppNode, sample: string, token: string): Promise<number | undefined> {
  const text = await (
    await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : undefined;
}
