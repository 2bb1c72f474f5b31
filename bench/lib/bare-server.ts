import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BARE_ROUTE = fileURLToPath(new URL('./bare-route.mjs', import.meta.url));

export interface BareServer {
  url: string;
  /** answers the page file's bytes alone, when one was given */
  pageUrl: string;
  stop(): Promise<void>;
}

/**
 * The bare Fastify route (bare-route.mjs) in a process of its own; `url` answers the wrapper, and
 * `pageUrl` the bytes of `pageFile` (a brotli page), when it is given.
 */
export async function startBareServer(pageFile?: string): Promise<BareServer> {
  const child = spawn(process.execPath, [BARE_ROUTE, ...(pageFile ? [pageFile] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    pageUrl: `http://127.0.0.1:${port}/bare-page`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
