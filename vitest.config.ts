import { defineConfig } from 'vitest/config';

// A worker keeps the modules it imported from one test file to the next. Each API file builds its
// own app on its own database; each web file gets a new DOM and resets its requests, storage and
// session after every test. The web project ran in 39 s instead of 90 s, the API's PGlite project
// in 230 s instead of 348 s.
const ISOLATION = false;

// npm run test:cluster runs it on its own (vitest.cluster.config.ts)
const CLUSTER_SUITE = 'src/cluster/**';

const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    exclude: [CLUSTER_SUITE, ...exclude],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: ISOLATION,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});

// Every API test runs on the embedded PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the API suites wait on PostgreSQL and SMTP as much
    // as they compute, so three workers keep both cores busy (the suite ran in 437 s instead of 654 s).
    maxWorkers: 3,
    projects: [
      // *.postgres.test.ts start server processes that share one database: PostgreSQL only
      apiProject('api:pglite', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      ...(postgresUrl
        ? [
            apiProject('api:postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }, [
              // these do not touch the database: once is enough
              // *.pglite.test.ts run processes on an embedded data directory: PGlite only
              'src/**/*.pglite.test.ts',
              'src/config.test.ts',
              'src/deploy/compose.test.ts',
              'src/server.test.ts',
              'src/db/seed/demo-flights.test.ts',
            ]),
          ]
        : []),
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: ISOLATION,
          // typed form journeys run beside the API suites on two cores; 5 s is too tight there
          testTimeout: 20_000,
        },
      },
    ],
  },
});
