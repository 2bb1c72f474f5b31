import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './paths';

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
});

/** Starts src/server.ts as `npm start` would (embedded database) and resolves with the printed URL. */
function startServer(): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-server-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve({ url: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('the server process', () => {
  it('starts on the embedded database, prints its URL, answers in the wrapper and stops cleanly on SIGTERM', async () => {
    const { url } = await startServer();
    const res = await fetch(`${url}/api/v1/user/profile`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, statusCode: 401, data: null });
    expect(res.headers.get('x-request-id')).toBeTruthy();

    const docs = await fetch(`${url}/api/docs/json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { paths: object }).paths).toHaveProperty('/user/login');

    const exited = new Promise<number | null>((resolve) => server!.on('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: 'not-a-port',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-server-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 120_000);
});
