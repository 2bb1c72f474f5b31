import { request } from '@playwright/test';
import { expect } from './fixtures';

/** The test Esplora server playwright.config.ts starts beside the product, at E2E_PORT + 1000. */
export const ESPLORA_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000}`;

async function control<T>(path: string, body: unknown): Promise<T> {
  const context = await request.newContext({ baseURL: ESPLORA_URL });
  try {
    const response = await context.post(`/control/${path}`, { data: body });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

/** A transaction into the mempool paying `amountSats` to `address`. */
export const payTo = (address: string, amountSats: number) =>
  control<{ txid: string }>('pay', { address, amountSats });

/** Mines the mempool into the next block. */
export const mineBlock = () => control<{ height: number }>('mine', { blocks: 1 });
