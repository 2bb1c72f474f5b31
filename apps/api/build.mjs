// Bundles the server into dist/server.js and its mail thread into dist/mail-worker.js; packages from node_modules stay external.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// BUILD_OUTDIR: another directory beside dist/ (the mail thread's test bundles it there)
const outdir = process.env.BUILD_OUTDIR ?? 'dist';
// chunk names carry a hash: start empty so that no stale chunk stays behind
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: ['src/server.ts', 'src/lib/mail-worker.ts'],
  entryNames: '[name]',
  // modules imported on demand (the password estimator, the e-ticket) become chunks of their own,
  // loaded with their libraries when first used
  outdir,
  splitting: true,
  // beside server.js: src/paths.ts finds apps/api as '..' of whichever file it is bundled into
  chunkNames: '[name]-[hash]',
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
