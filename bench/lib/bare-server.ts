import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BARE_ROUTE = fileURLToPath(new URL('./bare-route.mjs', import.meta.url));

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** The bare Fastify route (bare-route.mjs) in a process of its own; `url` answers the wrapper. */
export async function startBareServer(): Promise<BareServer> {
  const child = spawn(process.execPath, [BARE_ROUTE], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(Number(out.split('\n')[0]));
    });
    child.once('exit', (code) => reject(new Error(`the bare route exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
