/**
 * `npm run lighthouse`: starts the built server on a free port with the demo seed on a temporary
 * DATA_DIR, runs Lighthouse (mobile settings, Debian Chromium) on Home, the flight list, one
 * flight detail and Track booking, and prints the four category scores of each page. `npm run lighthouse -- --runs 5`
 * reports the median of five runs per page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const RUNS = Math.max(1, Number(argument('--runs') ?? 1) || 1);

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
  const deadline = Date.now() + 90_000;
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
  throw new Error('The server did not start within 90 seconds');
}

async function firstFlightId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/user/flights?page=1&limit=1`);
  const body = (await response.json()) as { data: { data: { _id: string }[] } };
  const id = body.data.data[0]?._id;
  if (!id) throw new Error('The demo seed produced no flight');
  return id;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
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
    const flightId = await firstFlightId(base);
    const pages = [
      { name: 'Home', url: `${base}/` },
      { name: 'Available Flights', url: `${base}/book-flights` },
      { name: 'Flight detail', url: `${base}/book-flights/${flightId}` },
      { name: 'Track booking', url: `${base}/track-booking` },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const rows: Record<string, Record<string, number | null>> = {};
    for (const page of pages) {
      const results = [];
      // A run that lost its trace (Lighthouse's NO_NAVSTART on a busy machine) is run again.
      for (let run = 0; results.length < RUNS && run < RUNS * 2; run++) {
        // Lighthouse's default configuration is the mobile one (Moto G Power, slow 4G throttling).
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
        });
        if (!result) throw new Error(`Lighthouse answered nothing for ${page.url}`);
        if (typeof result.lhr.categories.performance?.score !== 'number') {
          const failed = METRICS.filter((id) => result.lhr.audits[id]?.score === null).map(
            (id) => `${id}: ${result.lhr.audits[id]?.errorMessage ?? 'no value'}`,
          );
          const reason = result.lhr.runtimeError?.message ?? failed.join('; ');
          console.log(`${page.name}, run ${run + 1}: no performance score (${reason})`);
          continue;
        }
        results.push(result.lhr);
      }
      if (results.length === 0) throw new Error(`No run of ${page.url} gave a performance score`);
      const performance = (lhr: (typeof results)[number]) => lhr.categories.performance?.score ?? 0;
      results.sort((a, b) => performance(a) - performance(b));
      const lhr = results[Math.floor(results.length / 2)]!;
      const scores: Record<string, number | null> = {};
      for (const category of CATEGORIES) {
        const score = lhr.categories[category]?.score;
        scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
      }
      rows[page.name] = scores;
      const metrics = METRICS.map(
        (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? 'n/a'}`,
      ).join(', ');
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(
          join(REPORTS_DIR, `${page.name.toLowerCase().replace(/\s+/g, '-')}.json`),
          JSON.stringify(lhr, null, 1),
        );
      }
      console.log(
        `${page.name.padEnd(18)} ${CATEGORIES.map((c) => `${c} ${scores[c] ?? 'n/a'}`).join('  ')}  (${page.url.replace(base, '')})`,
      );
      console.log(`${' '.repeat(19)}${metrics}`);
      if (RUNS > 1) {
        const all = results.map((r) => Math.round(performance(r) * 100)).join(', ');
        console.log(
          `${' '.repeat(19)}performance of the ${results.length} runs: ${all} (the median run is shown)`,
        );
      }
    }
    console.table(rows);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
