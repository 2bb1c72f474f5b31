import { LANGUAGES, type Language, htmlWithLanguage } from '@skylark/contract';
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
  /** The document, held in memory, that answers a page address in a language: its prerendered page, else index.html. */
  documentFor(url: string, language: Language): PageDocument;
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
  return async (url, data, language) => {
    loading ??= import(pathToFileURL(file).href) as Promise<{ renderPage: RenderPage }>;
    return (await loading).renderPage(url, data, language);
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

/** Which file answers which route in a language: English's in `pages/pages.json`, the others' in `pages/<language>/`. */
function manifestOf(root: string, language: Language): Record<string, string> | undefined {
  const file = join(root, 'pages', ...(language === 'en' ? [] : [language]), 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}

export async function loadSpaPages(root: string): Promise<SpaPages> {
  const english = manifestOf(root, 'en') ?? {};
  // a build without a language's pages answers it with English's, marked with the language
  const manifests = LANGUAGES.map((language) => [language, manifestOf(root, language) ?? english] as const);
  const pages = new Map(
    manifests.map(([language, manifest]) => [
      language,
      Object.entries(manifest).map(([route, file]) => ({ pattern: routePattern(route), file })),
    ]),
  );
  const shell = existsSync(join(root, SHELL)) ? readFileSync(join(root, SHELL), 'utf8') : undefined;
  const renderer = join(root, RENDERER);
  const styles = existsSync(join(root, STYLES))
    ? (JSON.parse(readFileSync(join(root, STYLES), 'utf8')) as StylePiece[])
    : undefined;
  // the prerendered pages keep of the stylesheet what their first screen uses; index.html keeps it all
  const firstScreen = (html: string) => (styles ? withFirstScreenCss(html, styles) : html);
  const files = [
    ...new Set([
      INDEX,
      ...(shell ? [SHELL] : []),
      ...manifests.flatMap(([, manifest]) => Object.values(manifest)),
    ]),
  ];
  const html = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  // the documents of each language: its pages as built, index.html marked with it
  const documents = new Map(
    await Promise.all(
      LANGUAGES.flatMap((language) =>
        [INDEX, ...new Set(pages.get(language)!.map((page) => page.file))].map(async (file) => {
          const built = html.get(file)!;
          const marked = language === 'en' || file !== INDEX ? built : htmlWithLanguage(built, language);
          const sent = file === INDEX ? marked : firstScreen(marked);
          // the build's compressed copies are of the page as built
          const compressed =
            sent === built
              ? { br: besideIt(join(root, `${file}.br`)), gzip: besideIt(join(root, `${file}.gz`)) }
              : {};
          return [`${language}\n${file}`, await pageDocument(sent, compressed)] as const;
        }),
      ),
    ),
  );
  // An address with a query shows what the query asks for, which the prerendered page does not.
  const documentFor = (url: string, language: Language) => {
    const page = url.includes('?')
      ? undefined
      : pages.get(language)!.find(({ pattern }) => pattern.test(url));
    return documents.get(`${language}\n${page?.file ?? INDEX}`)!;
  };
  const shells = shell
    ? new Map(
        LANGUAGES.map((language) => [
          language,
          language === 'en' ? shell : htmlWithLanguage(shell, language),
        ]),
      )
    : undefined;
  return {
    documentFor,
    scriptHashes: [...new Set([...html.values()].flatMap(inlineScriptHashes))],
    painted:
      shells && existsSync(renderer)
        ? {
            shellFor: (language) => shells.get(language)!,
            renderPage: lazyRenderer(renderer),
            unpainted: documentFor,
            firstScreen,
          }
        : undefined,
  };
}
