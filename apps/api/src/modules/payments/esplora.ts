import { z } from 'zod';

/**
 * A client of an Esplora HTTP API (blockstream.info/api, mempool.space/api, electrs): the two calls
 * detection needs (docs/product.md#143-paying-for-a-booking). Answers are bounded in time and size and checked.
 */

const TIMEOUT_MS = 10_000;
const MAX_BODY = 4 * 1024 * 1024;
const MAX_TXS = 200;
const MAX_OUTPUTS = 5_000;

const txSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z
    .array(
      z.object({
        scriptpubkey_address: z.string().max(200).optional(),
        value: z.number().int().nonnegative(),
      }),
    )
    .max(MAX_OUTPUTS),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().nonnegative().optional(),
  }),
});
export type EsploraTx = z.infer<typeof txSchema>;
const txsSchema = z.array(txSchema).max(MAX_TXS);

/** A failed call; `retryAfterMs` when the API asked to slow down (429). */
export class EsploraError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface Esplora {
  tipHeight(): Promise<number>;
  addressTxs(address: string): Promise<EsploraTx[]>;
}

function retryAfterOf(header: string | null): number {
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds > 0) return Math.min(seconds, 3600) * 1000;
  const date = header ? Date.parse(header) : NaN;
  return Number.isFinite(date) ? Math.min(Math.max(date - Date.now(), 1000), 3_600_000) : 60_000;
}

export function esploraClient(baseUrl: string, fetchImpl: typeof fetch = fetch): Esplora {
  async function get(path: string): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new EsploraError(`Esplora unreachable: ${(error as Error).message}`);
    }
    if (response.status === 429) {
      throw new EsploraError(
        'Esplora asked to slow down (429)',
        retryAfterOf(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) throw new EsploraError(`Esplora answered ${response.status} to ${path}`);
    const text = await response.text();
    if (text.length > MAX_BODY) throw new EsploraError(`Esplora answer too large for ${path}`);
    return text;
  }

  return {
    async tipHeight() {
      const height = Number((await get('/blocks/tip/height')).trim());
      if (!Number.isInteger(height) || height < 0) throw new EsploraError('Esplora gave no tip height');
      return height;
    },
    async addressTxs(address) {
      const text = await get(`/address/${encodeURIComponent(address)}/txs`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new EsploraError('Esplora answered no JSON');
      }
      const txs = txsSchema.safeParse(parsed);
      if (!txs.success) throw new EsploraError('Esplora answered an unexpected shape');
      return txs.data;
    },
  };
}

/** An output paid to the address, as seen at the tip height. */
export interface SeenOutput {
  txid: string;
  vout: number;
  amountSats: number;
  blockHeight: number | null;
  confirmations: number;
}

/** The outputs of `txs` paying `address`, with their confirmations at `tip`. */
export function outputsTo(address: string, txs: EsploraTx[], tip: number): SeenOutput[] {
  return txs.flatMap((tx) =>
    tx.vout.flatMap((out, vout) => {
      if (out.scriptpubkey_address !== address) return [];
      const height = tx.status.confirmed ? (tx.status.block_height ?? null) : null;
      return [
        {
          txid: tx.txid,
          vout,
          amountSats: out.value,
          blockHeight: height,
          confirmations: height === null ? 0 : Math.max(0, tip - height + 1),
        },
      ];
    }),
  );
}

/** An output's key: `txid:vout`. */
export const outputKey = (p: { txid: string; vout: number }) => `${p.txid}:${p.vout}`;
