import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built web app's documents (docs/product.md §24.1): `index.html`, and the public pages the
 * build prerendered, listed by route in `pages/pages.json` (`{"/book-flights/:id": "pages/…"}`).
 */
export interface SpaPages {
  /** The document that answers a page address: its prerendered page, else index.html. */
  fileFor(url: string): string;
  /** CSP sources of the documents' inline scripts (the prerendered pages' script loader). */
  scriptHashes: string[];
}

const INDEX = 'index.html';

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

export function loadSpaPages(root: string): SpaPages {
  const manifestFile = join(root, 'pages', 'pages.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>)
    : {};
  const pages = Object.entries(manifest).map(([route, file]) => ({ pattern: routePattern(route), file }));
  const documents = [INDEX, ...pages.map((page) => page.file)];
  return {
    // An address with a query shows what the query asks for, which the prerendered page does not.
    fileFor: (url) =>
      url.includes('?') ? INDEX : (pages.find((page) => page.pattern.test(url))?.file ?? INDEX),
    scriptHashes: [
      ...new Set(documents.flatMap((file) => inlineScriptHashes(readFileSync(join(root, file), 'utf8')))),
    ],
  };
}
