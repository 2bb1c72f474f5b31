import { z } from 'zod';

/**
 * The bench's own settings: the one place the bench reads the environment (the
 * server's settings stay in apps/api/src/config.ts).
 *   BENCH_DATABASE_URL, else DATABASE_URL: a PostgreSQL server to bench on; the bench
 *   creates and drops its own database `skylark_bench` there. Without either: PGlite.
 *   BENCH_DURATION: seconds per measured route (default 10).
 *   BENCH_FLIGHTS: flights to seed (default 100000).
 *   BENCH_ONLY: a comma list; only the flight routes whose name contains one of them run (with the
 *   bare route and a flight's detail, the references), and no other bench.
 */
const schema = z.object({
  BENCH_DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//)
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//)
    .optional(),
  BENCH_DURATION: z.coerce.number().int().positive().default(10),
  BENCH_FLIGHTS: z.coerce.number().int().positive().default(100_000),
  BENCH_ONLY: z.string().max(500).optional(),
});

export interface BenchEnv {
  /** the PostgreSQL server (its maintenance database), or undefined for PGlite */
  serverUrl: string | undefined;
  durationSeconds: number;
  flights: number;
  /** name parts of the flight routes to run; undefined runs every bench */
  only: string[] | undefined;
}

export function benchEnv(argv: string[] = process.argv.slice(2)): BenchEnv {
  const e = schema.parse(process.env);
  const fromArgs = argv.find((a) => /^postgres(?:ql)?:\/\//.test(a));
  return {
    serverUrl: fromArgs ?? e.BENCH_DATABASE_URL ?? e.DATABASE_URL,
    durationSeconds: e.BENCH_DURATION,
    flights: e.BENCH_FLIGHTS,
    only: e.BENCH_ONLY?.split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  };
}
