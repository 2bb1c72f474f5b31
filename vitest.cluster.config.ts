import { defineConfig } from 'vitest/config';

// npm run test:cluster: the deployment of docs/deploy.md on real PostgreSQL, PgBouncer and app
// processes. Not part of test:unit: it starts its own servers and needs root or the postgres user.
export default defineConfig({
  test: {
    name: 'cluster',
    root: './apps/api',
    include: ['cluster/**/*.cluster.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
