import { type ChildProcess, spawn } from 'node:child_process';
import { API_ROOT } from '../paths';

export interface StartedServer {
  child: ChildProcess;
  url: string;
  output(): string;
  /** resolves with the exit code */
  exited: Promise<number | null>;
}

/** Every process a test starts, so afterAll can kill what is left. */
const started = new Set<ChildProcess>();

export function killStartedProcesses() {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

/** Runs a TypeScript entry point of apps/api (src/server.ts, a CLI) as its own process. */
export function runScript(script: string, env: Record<string, string | undefined>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts src/server.ts as `npm start` would and resolves once it prints its URL. */
export async function startServer(env: Record<string, string | undefined>): Promise<StartedServer> {
  const run = runScript('src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    // the load tests book many times from one address
    BOOKING_RATE_LIMIT: '100000',
    ...env,
  });
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = run.output().match(/running at http:\/\/localhost:(\d+)/);
      if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`);
    };
    run.child.stdout.on('data', check);
    run.child.stderr.on('data', check);
    void run.exited.then((code) => reject(new Error(`server exited with ${code}: ${run.output()}`)));
  });
  return { ...run, url };
}
