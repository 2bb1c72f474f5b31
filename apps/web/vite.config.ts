import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { PRERENDERED_PAGES, SHELL_FILE, STYLES_FILE, manifestFile, pageFile } from './build/page-files';
import { stylesIndex } from './build/styles-index';

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
        if (!/\.(?:js|css|svg|json|txt|html)$/.test(file) || statSync(file).size < 1024) continue;
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

/** A build's chunks, and `closure`, which adds a chunk and all it imports statically to a set. */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (fileName: string, seen: Set<string>): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  return { chunks, byFile, closure };
}

/**
 * The chunks the entry loads to start the app: its own static imports, and the chunks it imports
 * itself (React DOM, then the app) with theirs.
 */
function startupChunks(bundle: Rollup.OutputBundle): Set<string> {
  const { chunks, closure } = chunkGraph(bundle);
  const files = new Set<string>();
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return files;
  closure(entry.fileName, files);
  for (const started of entry.dynamicImports) closure(started, files);
  return files;
}

/**
 * No stylesheet request stands before the first paint (docs/product.md#102-what-the-public-pages-load-first): the stylesheet is
 * inlined into index.html.
 */
function firstPaintInHtml(): Plugin {
  return {
    name: 'skylark-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const assets = Object.values(bundle).flatMap((a) => (a.type === 'asset' ? [a] : []));
        let page = html;
        for (const css of assets.filter((a) => a.fileName.endsWith('.css'))) {
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${css.fileName}"[^>]*>`);
          page = page.replace(link, () => `<style>${String(css.source)}</style>`);
        }
        // The chunks the entry loads to start the app are fetched beside it, each still run in a task
        // of its own; a prerendered page leaves them to the entry (prerenderPublicPages).
        const preloads = [...startupChunks(bundle)]
          .filter((file) => !page.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
        return { html: page, tags: preloads };
      },
    },
  };
}

/** The public pages whose first load of JavaScript the build reports (docs/product.md#102-what-the-public-pages-load-first). */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'features/marketing/routes/home-page',
  '/book-flights': 'features/flights/routes/flights-page',
  '/book-flights/:id': 'features/flights/routes/flight-detail-page',
  '/track-booking': 'features/tracking/routes/track-booking-page',
};

/** Where the server-side build (`vite build --ssr src/prerender.tsx`) leaves its entry. */
const PRERENDER_DIR = fileURLToPath(new URL('./.prerender', import.meta.url));

/**
 * Prerenders each public page (docs/product.md#102-what-the-public-pages-load-first): index.html with the page's first render
 * in `#root`, and the app's script requested only after that HTML has painted, so the page's first
 * paint waits for nothing but its own HTML. `pages/pages.json` tells the server which file answers
 * which route; the app hydrates the HTML it finds.
 */
function prerenderPublicPages(): Plugin {
  return {
    name: 'skylark-prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entry) throw new Error('index.html has no module entry script');
      // A visitor's page is whole without the app, so the app is requested at their first input, or
      // when a part only the app draws nears the screen (`data-awaits-app`); at once for a page that
      // shows a stored session or another currency, or one opened in the background
      // (docs/decisions/105). Until the app has hydrated the page, forms sent and buttons clicked
      // are held for it to replay (app/prerendered-input.ts).
      // The page arrives with only the styles its first screen uses (the server keeps them of
      // pages/styles.json): the whole stylesheet is added before the app starts, and the app waits for it.
      const css = Object.values(bundle).find((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
      if (css?.type !== 'asset') throw new Error('the build has no stylesheet');
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html);
      if (!inline) throw new Error('index.html has no inline stylesheet');
      const start =
        `var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(`/${css.fileName}`)};` +
        `l.onload=l.onerror=function(){import(${JSON.stringify(entry[1])})};document.head.appendChild(l)`;
      const loader =
        `<script>(function(){var started=false;function go(){if(!started){started=true;${start}}}` +
        `document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated')){` +
        `e.preventDefault();e.target.setAttribute('data-held-submit','');go()}},true);window.heldClicks=[];` +
        `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');` +
        `if(b&&window.heldClicks)window.heldClicks.push(b)},true);` +
        `if(document.visibilityState!=='visible'||document.documentElement.hasAttribute('data-signed-in')||/(^|;\\s*)currency=(?!USD)/.test(document.cookie))return go();` +
        `['pointerdown','pointermove','touchstart','keydown','focusin','wheel','scroll'].forEach(function(t){addEventListener(t,go,{capture:true,passive:true,once:true})});` +
        `if(window.IntersectionObserver){var seen=new IntersectionObserver(function(es){if(es.some(function(e){return e.isIntersecting})){seen.disconnect();go()}},{rootMargin:'50%'});` +
        `document.querySelectorAll('[data-awaits-app]').forEach(function(e){seen.observe(e)})}})()</script>`;
      let shell = html
        .replace(entry[0], '')
        .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
      shell = shell.replace('</body>', `${loader}</body>`);
      const { renderPage, LANGUAGES, htmlWithLanguage, pageRoot } = (await import(
        pathToFileURL(`${PRERENDER_DIR}/prerender.js`).href
      )) as {
        renderPage(path: string, data: object, language: string): Promise<{ markup: string; data: object }>;
        LANGUAGES: readonly string[];
        htmlWithLanguage(html: string, language: string): string;
        pageRoot(markup: string, data: object): string;
      };
      // each page once per language (docs/decisions/102), in a document marked with it
      for (const language of LANGUAGES) {
        const manifest: Record<string, string> = {};
        const languageShell = htmlWithLanguage(shell, language);
        for (const route of PRERENDERED_PAGES) {
          const { markup, data } = await renderPage(route, {}, language);
          const fileName = pageFile(route, language);
          this.emitFile({
            type: 'asset',
            fileName,
            source: languageShell.replace('<div id="root"></div>', () => pageRoot(markup, data)),
          });
          manifest[route] = fileName;
        }
        this.emitFile({ type: 'asset', fileName: manifestFile(language), source: JSON.stringify(manifest) });
      }
      this.emitFile({
        type: 'asset',
        fileName: STYLES_FILE,
        source: JSON.stringify(stylesIndex(inline[1]!)),
      });
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
    },
  };
}

/**
 * Prints the gzipped JavaScript each public page loads first: the entry, what the entry itself loads
 * to start the app, the page, and their static imports.
 */
function initialJsReport(): Plugin {
  let log: (message: string) => void = () => {};
  return {
    name: 'skylark-initial-js',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    generateBundle(_options, bundle) {
      const { chunks, byFile, closure } = chunkGraph(bundle);
      for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
        const pageChunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${page}.tsx`));
        const files = startupChunks(bundle);
        if (pageChunk) closure(pageChunk.fileName, files);
        const bytes = [...files].reduce((sum, f) => sum + gzipSync(byFile.get(f)!.code).length, 0);
        const kb = (bytes / 1024).toFixed(1);
        log(`initial JS of ${route}: ${kb} KB gzip (${bytes <= 100 * 1024 ? 'within' : 'OVER'} 100 KB)`);
        // building zod's schemas is a long task on a phone; a public page validates nothing on arrival
        const zod = [...files].find((f) =>
          byFile.get(f)!.moduleIds.some((id) => id.includes('/node_modules/zod/')),
        );
        if (zod)
          this.error(
            `${route} loads zod on arrival (${zod}): import its texts from a module without schemas`,
          );
      }
    },
  };
}

/** React Router's package resolves to its development build (remix-run/react-router#12532); a build takes the production one. */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-side build renders the public pages for the client build; it needs none of its plugins.
  plugins: isSsrBuild
    ? [react()]
    : [react(), tailwindcss(), firstPaintInHtml(), prerenderPublicPages(), precompress(), initialJsReport()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' && { 'react-router': REACT_ROUTER_PRODUCTION }),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { target: 'node20', outDir: PRERENDER_DIR, emptyOutDir: true }
    : {
        target: 'es2022',
        sourcemap: false,
        // One stylesheet, inlined into index.html: a lazily loaded chunk would otherwise fetch it again
        // and the browser would recompute every style on the page when it arrived.
        cssCodeSplit: false,
        chunkSizeWarningLimit: 600,
        // A lazily loaded chunk brings its own imports: adding a preload link for each of a page's
        // chunks as the page starts was one more long task on a phone.
        modulePreload: false,
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // src/zod-jitless.ts alone: the entry imports it first, so it runs before zod loads
                { name: 'zod-jitless', test: /\/src\/zod-jitless\.ts$/ },
              ],
            },
          },
        },
      },
}));
