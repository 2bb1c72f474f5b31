import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every compressible asset of the build; the server sends them as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'skylark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(?:js|css|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The public pages whose first load is held to 100 KB of JavaScript (docs/product.md §24). */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'features/marketing/routes/home-page',
  '/book-flights': 'features/flights/routes/flights-page',
  '/book-flights/:id': 'features/flights/routes/flight-detail-page',
  '/track-booking': 'features/tracking/routes/track-booking-page',
};

/** Prints the gzipped JavaScript each public page loads first: the entry, its page and their static imports. */
function initialJsReport(): Plugin {
  let log: (message: string) => void = () => {};
  return {
    name: 'skylark-initial-js',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
        const pageChunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${page}.tsx`));
        const files = closure(entry.fileName);
        if (pageChunk) closure(pageChunk.fileName, files);
        const bytes = [...files].reduce((sum, f) => sum + gzipSync(byFile.get(f)!.code).length, 0);
        const kb = (bytes / 1024).toFixed(1);
        log(`initial JS of ${route}: ${kb} KB gzip (${bytes <= 100 * 1024 ? 'within' : 'OVER'} 100 KB)`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), initialJsReport()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // src/zod-jitless.ts alone: the entry imports it first, so it runs before zod loads
            { name: 'zod-jitless', test: /\/src\/zod-jitless\.ts$/ },
            // What the pages share, in one request instead of a dozen small ones (with the router,
            // which they import). The Radix-based dialogs and menus and the flight form's parts stay
            // out of it, so that a public page load never carries them.
            {
              name: 'shared',
              test: (id: string) =>
                /\/node_modules\/(?:lucide-react|date-fns)\//.test(id) ||
                /\/src\/(?:lib|components\/ui)\/(?!.*(?:dialog|menu|qr-code|strength-meter))[^/]+\.tsx?$/.test(
                  id,
                ) ||
                /\/src\/components\/flights\/flight-(?:card|status)\.tsx$/.test(id),
            },
          ],
        },
      },
    },
  },
});
