import { defineConfig } from 'vitest/config';

// The soaks of docs/benchmarks.md. npm run soak:crash: the crash soak, on PostgreSQL
// (TEST_DATABASE_URL) and on PGlite; SOAK_ATTEMPTS (10,000) and SOAK_KILL_EVERY_S ("20-40") set its
// size. npm run soak: the memory soak on PostgreSQL; SOAK_REQUESTS (1,000,000) over SOAK_MINUTES (30).
// npm run test:soak: short runs of the memory soak and the crash soak on PostgreSQL, for CI.
const soak = (name: string, include: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/api',
    include: [include],
    environment: 'node',
    env,
    hookTimeout: 240_000,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      soak('soak:memory', 'soak/memory.soak.test.ts', {
        TEST_DB: 'postgres',
        TEST_DATABASE_URL: postgresUrl,
      }),
      soak('soak:postgres', 'soak/**/*.postgres.soak.test.ts', {
        TEST_DB: 'postgres',
        TEST_DATABASE_URL: postgresUrl,
      }),
      soak('soak:pglite', 'soak/**/*.pglite.soak.test.ts', { TEST_DB: 'pglite' }),
    ],
  },
});
