import { defineConfig } from 'vitest/config';

// A worker keeps the modules it imported from one test file to the next, which saves importing
// them again; each API file builds its own app on its own database, and each web file resets its
// DOM, requests, storage and session after every test.
const ISOLATION = false;

const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    // a hang guard: on a loaded machine one test may wait minutes for a core
    testTimeout: 120_000,
    // building an app on a fresh database waits its turn for the cores on a loaded machine
    hookTimeout: 180_000,
    isolate: ISOLATION,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});

// Every API test runs on the embedded PGlite; when TEST_DATABASE_URL is set, those whose behaviour
// can differ on a PostgreSQL server run there too (decision 094): the database's own work (bookings,
// payments, refunds, the ledger, jobs, migrations, caches, outages), raw SQL read through the other
// driver, and hostile input. What only passes through typed queries on one connection runs once.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // The API suites wait on PostgreSQL and SMTP as much as they compute, so on two cores three
    // workers keep both busy where Vitest's default would run one.
    maxWorkers: 3,
    projects: [
      // *.postgres.test.ts start server processes that share one database: PostgreSQL only
      apiProject('api:pglite', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      ...(postgresUrl
        ? [
            apiProject('api:postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }, [
              // *.pglite.test.ts run processes on an embedded data directory: PGlite only
              'src/**/*.pglite.test.ts',
              // these do not touch the database, or only through typed queries on one connection
              'src/config.test.ts',
              'src/lint-boundaries.test.ts',
              'src/deploy/compose.test.ts',
              'src/server.test.ts',
              'src/startup-security.test.ts',
              'src/authorization-matrix.test.ts',
              'src/seed/demo-flights.test.ts',
              'src/lib/**',
              'src/modules/auth/!(*.postgres).test.ts',
              'src/modules/mfa/**',
              'src/modules/team/**',
              'src/modules/site/**',
              'src/modules/newsletter/**',
              'src/plugins/!(public-cache*|availability|health-metrics|fuzz|hostile-input|painted-pages*).test.ts',
            ]),
          ]
        : []),
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.mjs'],
          environment: 'node',
        },
      },
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
          testTimeout: 60_000,
        },
      },
    ],
  },
});
