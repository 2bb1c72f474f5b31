/**
 * `npm run lighthouse`: starts the built server on a free port with the demo seed on a temporary
 * DATA_DIR, runs Lighthouse (mobile settings, Debian Chromium) on the floor page, Home, the flight
 * list, one flight detail and Track booking, taking the pages in turn each round, and prints the
 * four category scores of each page's median run (three by default, `--runs 5` for five) beside
 * the floor's. The floor (apps/web/floor) is the app's stack with nothing of the app, prerendered
 * and hydrated, built apart and served here only.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
/** `--reports <dir>` also writes each page's full JSON report there. */
const REPORTS_DIR = argument('--reports');
/**
 * `--runs <n>` audits each page n times and keeps the run of median performance: single runs of
 * the same build differ by several points on a busy machine.
 */
const RUNS = Math.max(1, Number(argument('--runs') ?? 3) || 3);
/**
 * `--cpu-slowdown <n>` throttles the CPU n-fold instead of Lighthouse's 4: a fast machine scores every
 * page 100, and a larger slowdown shows the pages' distance from the floor as a slower phone would.
 */
const CPU_SLOWDOWN = Number(argument('--cpu-slowdown')) || undefined;
/**
 * `--beside <url>` also audits the same pages of a server already running there (another commit's
 * build on the demo seed), each right after this build's, so a before and an after share one run.
 */
const BESIDE = argument('--beside')?.replace(/\/$/, '');
const WEB = join(ROOT, 'apps/web');
const FLOOR_DIR = join(WEB, '.floor');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/** Builds the floor page: its server-side entry first, which the client build prerenders with. */
function buildFloor(): void {
  const vite = ['vite', 'build', '--config', 'floor/vite.config.ts'];
  execFileSync('npx', [...vite, '--ssr', 'prerender.tsx'], { cwd: WEB, stdio: 'inherit' });
  execFileSync('npx', vite, { cwd: WEB, stdio: 'inherit' });
}

/** Serves the built floor brotli-compressed, as the app's server sends its files. */
function serveFloor(port: number): Promise<Server> {
  const server = createHttpServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname);
    const file = join(FLOOR_DIR, path.startsWith('/assets/') ? path : 'index.html');
    try {
      const body = brotliCompressSync(readFileSync(file));
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  // the demo seed runs first: on two busy shared cores it has taken more than 90 seconds
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/v1/user/flights?limit=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 300 seconds (a loaded machine starts it slowly)');
}

async function firstFlightId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/user/flights?page=1&limit=1`);
  const body = (await response.json()) as { data: { data: { _id: string }[] } };
  const id = body.data.data[0]?._id;
  if (!id) throw new Error('The demo seed produced no flight');
  return id;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of `url`; null when it gave no performance score (its reason is printed). */
async function audit(chromePort: number, name: string, url: string): Promise<Result | null> {
  // Lighthouse's default configuration is the mobile one (Moto G Power, slow 4G throttling).
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    ...(CPU_SLOWDOWN && { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  if (typeof result.lhr.categories.performance?.score === 'number') return result.lhr;
  const failed = METRICS.filter((id) => result.lhr.audits[id]?.score === null).map(
    (id) => `${id}: ${result.lhr.audits[id]?.errorMessage ?? 'no value'}`,
  );
  console.log(`${name}: no performance score (${result.lhr.runtimeError?.message ?? failed.join('; ')})`);
  return null;
}

const performance = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const blocking = (lhr: Result) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  buildFloor();
  const floorPort = await freePort();
  const floor = await serveFloor(floorPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'skylark-lighthouse-'));
  const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer(base, server);
    const publicPages = async (origin: string) => {
      const flightId = await firstFlightId(origin);
      return [
        { name: 'Home', url: `${origin}/` },
        { name: 'Available Flights', url: `${origin}/book-flights` },
        { name: 'Flight detail', url: `${origin}/book-flights/${flightId}` },
        { name: 'Track booking', url: `${origin}/track-booking` },
      ];
    };
    const ours = await publicPages(base);
    const beside = BESIDE ? await publicPages(BESIDE) : [];
    const pages = [
      { name: 'Floor', url: `http://127.0.0.1:${floorPort}/` },
      ...ours.flatMap((page, i) => [
        page,
        ...(beside[i] ? [{ ...beside[i], name: `beside: ${page.name}` }] : []),
      ]),
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const results = new Map<string, Result[]>(pages.map((page) => [page.name, []]));
    // The pages take turns, so a busy spell of the machine falls on all of them alike. A run that
    // lost its trace (Lighthouse's NO_NAVSTART on a busy machine) is run again, at most RUNS times.
    for (let round = 0; round < RUNS * 2; round++) {
      const due = pages.filter((page) => results.get(page.name)!.length < RUNS);
      if (due.length === 0) break;
      for (const page of due) {
        const lhr = await audit(chrome.port, page.name, page.url);
        if (lhr) results.get(page.name)!.push(lhr);
      }
    }
    const rows: Record<string, Record<string, number | string | null>> = {};
    let floorRun: Result | undefined;
    for (const page of pages) {
      const runs = results.get(page.name)!.sort((a, b) => performance(a) - performance(b));
      if (runs.length === 0) throw new Error(`No run of ${page.url} gave a performance score`);
      const lhr = runs[Math.floor(runs.length / 2)]!;
      floorRun ??= lhr;
      const scores: Record<string, number | string | null> = {};
      for (const category of CATEGORIES) {
        const score = lhr.categories[category]?.score;
        scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
      }
      scores['TBT ms'] = blocking(lhr);
      if (lhr !== floorRun) {
        scores['perf vs floor'] = performance(lhr) - performance(floorRun);
        scores['TBT vs floor'] = blocking(lhr) - blocking(floorRun);
      }
      rows[page.name] = scores;
      const metrics = METRICS.map(
        (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? 'n/a'}`,
      ).join(', ');
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(
          join(REPORTS_DIR, `${page.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`),
          JSON.stringify(lhr, null, 1),
        );
      }
      console.log(`${page.name.padEnd(18)} ${page.url.replace(base, '')}`);
      console.log(`${' '.repeat(19)}${metrics}`);
      const all = runs.map((r) => `${performance(r)} (TBT ${blocking(r)} ms)`).join(', ');
      console.log(`${' '.repeat(19)}performance of the ${runs.length} runs: ${all}`);
    }
    console.table(rows);
  } finally {
    await chrome?.kill();
    floor.closeAllConnections();
    floor.close();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
