/**
 * The floor page of `npm run lighthouse` (docs/benchmarks.md), built apart from the app and never
 * served by it: `vite build --config floor/vite.config.ts --ssr prerender.tsx`, then without
 * `--ssr`, which writes `.floor/index.html` with the page prerendered into `#root`.
 */
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = fileURLToPath(new URL('../.floor', import.meta.url));
const PRERENDER_DIR = join(OUT_DIR, '.prerender');

/** The same production build of React Router as the app's (see ../vite.config.ts). */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

function prerenderFloor(): Plugin {
  return {
    name: 'skylark-prerender-floor',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const { renderFloor } = (await import(pathToFileURL(join(PRERENDER_DIR, 'prerender.js')).href)) as {
        renderFloor(path: string): string;
      };
      const markup = renderFloor('/');
      index.source = String(index.source).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: isSsrBuild ? [react()] : [react(), prerenderFloor()],
  resolve: { alias: { 'react-router': REACT_ROUTER_PRODUCTION } },
  build: isSsrBuild
    ? { target: 'node20', outDir: PRERENDER_DIR, emptyOutDir: true }
    : { target: 'es2022', outDir: OUT_DIR, emptyOutDir: false },
}));
