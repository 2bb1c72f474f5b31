import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built server, as `npm start` runs it (`npm run bench` builds it first). */
const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

export interface BenchServer {
  url: string;
  jwtSecret: string;
  /** resident memory of the server: its process and every worker, in MB */
  rssMb(): number;
  /** CPU time the server has used so far: its process and every worker, all threads, in seconds */
  cpuSeconds(): number;
  /** the same, of the threads that answer requests only (each process's main thread) */
  requestThreadCpuSeconds(): number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const rssKb = (pid: number): number => {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

/** User and system CPU time of a process (all its threads), in clock ticks. */
const cpuTicks = (pid: number, thread?: number): number => {
  try {
    const stat = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
/** Linux's USER_HZ */
const TICKS_PER_SECOND = 100;

/** CPU time of the PostgreSQL backends serving one database, in seconds (by their process titles). */
export function postgresCpuSeconds(database: string): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `))
        ticks += cpuTicks(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Every process below `pid` (the workers node:cluster forked). */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/**
 * The real server (apps/api/dist/server.js) in a process of its own, as `npm start` runs it, with
 * `workers` node:cluster workers on PostgreSQL (`databaseUrl`) or alone on PGlite in `dataDir`.
 */
export async function startBenchServer(options: {
  databaseUrl?: string;
  dataDir: string;
  workers: number;
  jwtSecret?: string;
}): Promise<BenchServer> {
  if (!existsSync(SERVER)) throw new Error('build the server first: npm run build -w @skylark/api');
  const port = await freePort();
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
        : []),
      SERVER,
    ],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_CONCURRENCY: String(options.workers),
        // the bench books thousands of times from one address
        AUTH_RATE_LIMIT: '1000000',
        BOOKING_RATE_LIMIT: '1000000',
        MAX_PENDING_PASSENGERS: '1000000',
        MAX_PENDING_PASSENGERS_TOTAL: '1000000',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    // with workers, wait until each has started (they share the port)
    if (ready && descendants(child.pid!).length >= (options.workers > 1 ? options.workers : 0)) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** `measure` of the server's process and of every worker it forked, added up. */
  const sumOverProcesses = (measure: (pid: number) => number) =>
    [child.pid!, ...descendants(child.pid!)].reduce((sum, pid) => sum + measure(pid), 0);
  return {
    url,
    jwtSecret,
    rssMb: () => Math.round(sumOverProcesses(rssKb) / 1024),
    cpuSeconds: () => sumOverProcesses((pid) => cpuTicks(pid)) / TICKS_PER_SECOND,
    requestThreadCpuSeconds: () => sumOverProcesses((pid) => cpuTicks(pid, pid)) / TICKS_PER_SECOND,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
