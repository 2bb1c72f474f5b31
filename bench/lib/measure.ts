import { createRequire } from 'node:module';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** answers that were not 2xx, and socket errors or timeouts */
  failures: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const requireHere = createRequire(import.meta.url);
const autocannon = requireHere('autocannon') as Autocannon;

// autocannon keeps each answer's body as a string (`body += chunk`) for its body checks, which the
// probe does not use: decoding a brotli page as UTF-8 bounded the pages at about 4,000 answers a
// second on a machine where the same bytes as plain text ran at 35,000 (docs/benchmarks.md).
(
  requireHere('autocannon/lib/pipelinedRequestsQueue') as { prototype: { addBody(): void } }
).prototype.addBody = () => {};

export const CONNECTIONS = 50;

/** GETs `url` with 50 connections for `durationSeconds` (and `headers`): requests/s and p99 latency. */
export async function measure(
  name: string,
  url: string,
  durationSeconds: number,
  headers?: Record<string, string>,
): Promise<Measurement> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const ratio = (value: number, of: number | undefined, digits: number) =>
  of ? (value / of).toFixed(digits) : '-';

/** The table of every measurement as a ratio to the bare route, and its p99 to a flight's detail's. */
export function printTable(rows: Measurement[], bare: Measurement, detail: Measurement | undefined): void {
  const header = ['route', 'req/s', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'p99 vs a flight', 'failures'];
  const lines = rows.map((r) => [
    r.name,
    String(r.requestsPerSecond),
    String(r.p99Ms),
    ratio(r.requestsPerSecond, bare.requestsPerSecond, 3),
    ratio(r.p99Ms, bare.p99Ms, 2),
    ratio(r.p99Ms, detail?.p99Ms, 2),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
