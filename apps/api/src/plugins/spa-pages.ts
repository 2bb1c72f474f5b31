import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type StylePiece, withFirstScreenCss } from './first-screen-css';
import { type PageDocument, pageDocument } from './page-document';
import type { PaintedPagesOptions, RenderPage } from './painted-pages';

/**
 * The built web app's documents (docs/product.md#102-what-the-public-pages-load-first): `index.html`, and the public pages the
 * build prerendered, listed by route in `pages/pages.json` (`{"/book-flights/:id": "pages/…"}`).
 */
export interface SpaPages {
  /** The document, held in memory, that answers a page address: its prerendered page, else index.html. */
  documentFor(url: string): PageDocument;
  /** CSP sources of the documents' inline scripts (the prerendered pages' script loader). */
  scriptHashes: string[];
  /** What the server paints pages with their data with; absent when the build left no shell or renderer. */
  painted: PaintedPagesOptions | undefined;
}

const INDEX = 'index.html';
const SHELL = join('pages', 'shell.html');
/** The web build's stylesheet in pieces (apps/web/build/styles-index.ts); absent from older builds. */
const STYLES = join('pages', 'styles.json');
/** The web build leaves its server-side entry beside `dist/` (apps/web/vite.config.ts). */
const RENDERER = join('..', '.prerender', 'prerender.js');

/** The web app's renderer, loaded on the first page it paints. */
function lazyRenderer(file: string): RenderPage {
  let loading: Promise<{ renderPage: RenderPage }> | undefined;
  return async (url, data) => {
    loading ??= import(pathToFileURL(file).href) as Promise<{ renderPage: RenderPage }>;
    return (await loading).renderPage(url, data);
  };
}

/** `/book-flights/:id` → a pattern where `:id` is one path segment. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** A file's compressed copy the web build wrote beside it (`.br`, `.gz`), if any. */
const besideIt = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

export async function loadSpaPages(root: string): Promise<SpaPages> {
  const manifestFile = join(root, 'pages', 'pages.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>)
    : {};
  const pages = Object.entries(manifest).map(([route, file]) => ({ pattern: routePattern(route), file }));
  const shell = existsSync(join(root, SHELL)) ? readFileSync(join(root, SHELL), 'utf8') : undefined;
  const renderer = join(root, RENDERER);
  const styles = existsSync(join(root, STYLES))
    ? (JSON.parse(readFileSync(join(root, STYLES), 'utf8')) as StylePiece[])
    : undefined;
  // the prerendered pages keep of the stylesheet what their first screen uses; index.html keeps it all
  const firstScreen = (html: string) => (styles ? withFirstScreenCss(html, styles) : html);
  const files = [INDEX, ...(shell ? [SHELL] : []), ...pages.map((page) => page.file)];
  const html = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const documents = new Map(
    await Promise.all(
      files.map(async (file) => {
        const built = html.get(file)!;
        const sent = file === INDEX ? built : firstScreen(built);
        // the build's compressed copies are of the page as built
        const compressed =
          sent === built
            ? { br: besideIt(join(root, `${file}.br`)), gzip: besideIt(join(root, `${file}.gz`)) }
            : {};
        return [file, await pageDocument(sent, compressed)] as const;
      }),
    ),
  );
  // An address with a query shows what the query asks for, which the prerendered page does not.
  const documentFor = (url: string) =>
    documents.get(url.includes('?') ? INDEX : (pages.find((page) => page.pattern.test(url))?.file ?? INDEX))!;
  return {
    documentFor,
    scriptHashes: [...new Set([...html.values()].flatMap(inlineScriptHashes))],
    painted:
      shell && existsSync(renderer)
        ? { shell, renderPage: lazyRenderer(renderer), unpainted: documentFor, firstScreen }
        : undefined,
  };
}
