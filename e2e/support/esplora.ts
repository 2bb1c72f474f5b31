import { type ChildProcess, spawn } from 'node:child_process';
import { request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The test Esplora server of apps/api (a real HTTP server answering Esplora's calls over a chain the
 * test controls), run as a process on `port` and driven through its control endpoints.
 */
export class TestEsplora {
  readonly url: string;
  private readonly process: ChildProcess;

  constructor(port: number) {
    this.url = `http://127.0.0.1:${port}`;
    this.process = spawn(
      'node_modules/.bin/tsx',
      ['apps/api/src/test/esplora-server.ts', '--port', String(port)],
      {
        stdio: 'ignore',
      },
    );
  }

  /** Resolves once the server answers. */
  async ready(): Promise<void> {
    await expect
      .poll(async () => (await this.control('state', null).catch(() => null)) !== null, { timeout: 60_000 })
      .toBe(true);
  }

  /** A transaction into the mempool paying `amountSats` to `address`. */
  pay(address: string, amountSats: number) {
    return this.control<{ txid: string }>('pay', { address, amountSats });
  }

  /** Mines the mempool into the next block. */
  mine() {
    return this.control<{ height: number }>('mine', { blocks: 1 });
  }

  stop(): void {
    this.process.kill('SIGTERM');
  }

  private async control<T>(path: string, body: unknown): Promise<T> {
    const context = await request.newContext({ baseURL: this.url });
    try {
      const response =
        body === null
          ? await context.get(`/control/${path}`)
          : await context.post(`/control/${path}`, { data: body });
      if (!response.ok())
        throw new Error(`test Esplora ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    } finally {
      await context.dispose();
    }
  }
}
