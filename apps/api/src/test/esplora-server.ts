import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A test Esplora server: a real HTTP server answering the calls detection makes, in the JSON shapes
 * of Esplora's API (GET /blocks/tip/height, GET /address/{address}/txs, GET /tx/{txid}), over a
 * chain the test controls: pay an address (into the mempool), mine blocks, reorg, drop a
 * transaction, make the next calls fail. API tests start it in-process; a browser test starts it as
 * a process, `tsx apps/api/src/test/esplora-server.ts --port 4299`, and drives it over HTTP:
 *   POST /control/pay    {"address": "bc1…", "amountSats": 12345}       → {"txid": "…"}
 *   POST /control/mine   {"blocks": 1}                                    → {"height": n}
 *   POST /control/reorg  {"depth": 1, "dropTransactions": true}           → {"height": n}
 *   POST /control/drop   {"txid": "…"}                                    → {}
 *   POST /control/fail   {"status": 429, "count": 2, "retryAfterSeconds": 1} → {}
 *   GET  /control/state                                                   → {"height", "requests"}
 */

interface Output {
  address: string;
  value: number;
}
interface Tx {
  txid: string;
  outputs: Output[];
  /** null in the mempool */
  height: number | null;
}

export interface TestEsplora {
  url: string;
  /** a transaction into the mempool paying `amountSats` to `address` (and change elsewhere) */
  pay(address: string, amountSats: number): string;
  /** mines the mempool into the next block, then `blocks - 1` empty ones */
  mine(blocks?: number): number;
  /** undoes the last `depth` blocks and mines as many empty ones; their transactions go back to the mempool, or vanish */
  reorg(depth: number, options?: { dropTransactions?: boolean }): number;
  /** removes a transaction (a double spend of a mempool transaction) */
  drop(txid: string): void;
  /** the next `count` API calls answer `status` */
  failNext(status: number, count: number, retryAfterSeconds?: number): void;
  /** API calls answered so far (control calls not counted) */
  requests(): number;
  height(): number;
  close(): Promise<void>;
}

const CHANGE_ADDRESS = 'bc1qchange0000000000000000000000000000000';
const MAX_CONTROL_BODY = 16 * 1024;

export async function startEsploraServer(port = 0, host = '127.0.0.1'): Promise<TestEsplora> {
  let tip = 800_000;
  let txs: Tx[] = [];
  let served = 0;
  let failures: { status: number; count: number; retryAfterSeconds?: number } | undefined;

  const txJson = (tx: Tx) => ({
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: [],
    vout: tx.outputs.map((o) => ({
      scriptpubkey: '',
      scriptpubkey_asm: '',
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: o.address,
      value: o.value,
    })),
    size: 222,
    weight: 561,
    fee: 1410,
    status:
      tx.height === null
        ? { confirmed: false }
        : {
            confirmed: true,
            block_height: tx.height,
            block_hash: blockHash(tx.height),
            block_time: 1_800_000_000,
          },
  });

  const handle: Omit<TestEsplora, 'url' | 'close'> = {
    pay(address, amountSats) {
      const txid = randomBytes(32).toString('hex');
      txs.push({
        txid,
        outputs: [
          { address: CHANGE_ADDRESS, value: 50_000 },
          { address, value: amountSats },
        ],
        height: null,
      });
      return txid;
    },
    mine(blocks = 1) {
      tip++;
      for (const tx of txs) if (tx.height === null) tx.height = tip;
      tip += Math.max(0, blocks - 1);
      return tip;
    },
    reorg(depth, options = {}) {
      const from = tip - depth + 1;
      txs = txs.flatMap((tx) => {
        if (tx.height === null || tx.height < from) return [tx];
        return options.dropTransactions ? [] : [{ ...tx, height: null }];
      });
      return tip;
    },
    drop(txid) {
      txs = txs.filter((tx) => tx.txid !== txid);
    },
    failNext(status, count, retryAfterSeconds) {
      failures = { status, count, retryAfterSeconds };
    },
    requests: () => served,
    height: () => tip,
  };

  function api(path: string, res: ServerResponse) {
    served++;
    if (failures && failures.count > 0) {
      failures.count--;
      const headers = failures.retryAfterSeconds
        ? { 'retry-after': String(failures.retryAfterSeconds) }
        : undefined;
      return send(res, failures.status, 'failing as asked', headers);
    }
    if (path === '/blocks/tip/height') return send(res, 200, String(tip));
    const address = /^\/address\/([^/]{1,100})\/txs$/.exec(path)?.[1];
    if (address) {
      const mine = txs.filter((tx) => tx.outputs.some((o) => o.address === decodeURIComponent(address)));
      const ordered = [
        ...mine.filter((tx) => tx.height === null).reverse(),
        ...mine.filter((tx) => tx.height !== null).sort((a, b) => b.height! - a.height!),
      ];
      return sendJson(res, 200, ordered.map(txJson));
    }
    const txid = /^\/tx\/([0-9a-f]{64})$/.exec(path)?.[1];
    const tx = txs.find((t) => t.txid === txid);
    if (tx) return sendJson(res, 200, txJson(tx));
    return send(res, 404, 'Not found');
  }

  function control(path: string, body: Record<string, unknown>, res: ServerResponse) {
    const num = (key: string, fallback?: number) => (typeof body[key] === 'number' ? body[key] : fallback);
    switch (path) {
      case '/control/pay':
        return sendJson(res, 200, { txid: handle.pay(String(body.address), num('amountSats', 0)!) });
      case '/control/mine':
        return sendJson(res, 200, { height: handle.mine(num('blocks', 1)) });
      case '/control/reorg':
        return sendJson(res, 200, {
          height: handle.reorg(num('depth', 1)!, { dropTransactions: body.dropTransactions === true }),
        });
      case '/control/drop':
        handle.drop(String(body.txid));
        return sendJson(res, 200, {});
      case '/control/fail':
        handle.failNext(num('status', 500)!, num('count', 1)!, num('retryAfterSeconds'));
        return sendJson(res, 200, {});
      case '/control/state':
        return sendJson(res, 200, { height: tip, requests: served });
      default:
        return send(res, 404, 'Not found');
    }
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://esplora.test').pathname;
    if (!path.startsWith('/control/')) return api(path, res);
    readBody(req).then(
      (body) => control(path, body, res),
      () => send(res, 400, 'Bad control request'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    ...handle,
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const blockHash = (height: number) => height.toString(16).padStart(64, '0');

function send(res: ServerResponse, status: number, text: string, headers?: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(text);
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_CONTROL_BODY) throw new Error('control body too large');
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

// standalone: tsx apps/api/src/test/esplora-server.ts --port 4299
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : 0;
  void startEsploraServer(port).then((esplora) => {
    console.log(`test Esplora server at ${esplora.url}`);
    const stop = () => void esplora.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
