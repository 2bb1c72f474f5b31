// Bundles the server into dist/server.js; packages from node_modules stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // the mail templates are React components
  jsx: 'automatic',
  packages: 'external',
  // the contract package is TypeScript source: bundle it in (its index and its subpath modules)
  alias: { '@skylark/contract': '../../packages/contract/src' },
  sourcemap: true,
  logLevel: 'warning',
});
