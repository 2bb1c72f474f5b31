/**
 * `node scripts/main-thread.mjs <url>...`: loads each page in Debian's Chromium (a phone's viewport,
 * no throttling), the pages taking turns, `RUNS` times each (5 by default), and prints the median
 * CPU time of the page's main thread and the blocking time it stands for at Lighthouse's four-fold
 * CPU slowdown: each task's CPU time × 4, less 50 ms, summed. CPU time, unlike the wall time
 * Lighthouse measures, barely moves when other processes keep the machine busy (docs/benchmarks.md).
 */
import { chromium } from '@playwright/test';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5) || 5);
const SLOWDOWN = 4;
const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('Usage: node scripts/main-thread.mjs <url>...');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The renderer's main thread: of the threads named CrRendererMain, the one that ran the most. */
function mainThreadTasks(events) {
  const threads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !threads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), (e.tdur ?? 0) / 1000]);
  }
  const sum = (tasks) => tasks.reduce((total, ms) => total + ms, 0);
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = new Map(urls.map((url) => [url, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // the app's later tasks (a list's answer rendered) fall within this
      await page.waitForTimeout(2500);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      const tasks = mainThreadTasks(traceEvents);
      results.get(url).push({
        cpu: tasks.reduce((total, ms) => total + ms, 0),
        blocking: tasks.reduce((total, ms) => total + Math.max(0, ms * SLOWDOWN - 50), 0),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [url, runs] of results) {
  const cpu = median(runs.map((r) => r.cpu)).toFixed(0);
  const blocking = median(runs.map((r) => r.blocking)).toFixed(0);
  const all = runs.map((r) => r.blocking.toFixed(0)).join(', ');
  console.log(
    `${url}\n  main thread ${cpu} ms of CPU; blocking at ×${SLOWDOWN}: ${blocking} ms (runs: ${all})`,
  );
}
