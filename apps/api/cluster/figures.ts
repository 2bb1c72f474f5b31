import { createRequire } from 'node:module';

/** The cluster suite's measurements for the capacity model (docs/deploy.md), printed at its end. */
const figures: Record<string, number> = {};

export function recordFigure(name: string, value: number): void {
  figures[name] = Math.round(value * 10) / 10;
}

export function writeFigures(): void {
  process.stdout.write(`\ncluster figures: ${JSON.stringify(figures)}\n`);
}

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<AutocannonResult>;

const DURATION_SECONDS = 3;

/**
 * GET requests a second that one node answers for `url` with 16 connections; `query(i)` varies the
 * query string so that each request misses the cache (the addresses repeat after a few hundred).
 */
export async function readRate(url: string, query?: (i: number) => string): Promise<number> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  let i = 0;
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections: 16,
    duration: DURATION_SECONDS,
    ...(query
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${path}${query(i++)}` }) }] }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} refusals, ${result.errors} errors`);
  return result.requests.total / DURATION_SECONDS;
}
