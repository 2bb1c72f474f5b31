import { negotiate } from '@fastify/accept-negotiator';
import { API_PREFIX, PAGE_DATA_ID, type Flight, type PageData } from '@skylark/contract';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The web app's server-side entry (apps/web/src/prerender.tsx): a page's first render, as HTML, and
 * the data the app starts from (what it was given, and what the render wrote with it).
 */
export type RenderPage = (url: string, data: PageData) => Promise<{ markup: string; data: PageData }>;

export interface PrerenderedFlightPageOptions {
  /** the prerendered pages' document with an empty `#root` (the web build's `pages/shell.html`) */
  shell: string;
  renderPage: RenderPage;
}

/** Rendered pages kept: about 45 KB each (the page's own part, and the whole page compressed twice). */
const MAX_PAGES = 200;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script element: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's markup in `#root`, followed by the data it was rendered with for the app to start from. */
const pageRoot = (markup: string, data: PageData) =>
  `<div id="root">${markup}</div>` +
  `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;

/** The shell with the rendered root and the page's name in the title. */
function fillShell(shell: string, { root, title }: Pick<RenderedPage, 'root' | 'title'>): string {
  return shell
    .replace(/<title>([^<]*)<\/title>/, (_, name: string) => `<title>${escapeHtml(title)} | ${name}</title>`)
    .replace('<div id="root"></div>', () => root);
}

interface RenderedPage {
  root: string;
  title: string;
  /** the whole page compressed: the same bytes go to every browser that asks for this page */
  br: Buffer;
  gzip: Buffer;
  /** of the whole page, so a browser that has it (and the same build's shell) revalidates it in a 304 */
  etag: string;
}

function renderedPage(shell: string, root: string, title: string): RenderedPage {
  const page = fillShell(shell, { root, title });
  return {
    root,
    title,
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(page),
    etag: `"${createHash('sha1').update(page).digest('base64url')}"`,
  };
}

/**
 * A flight's page arrives prerendered with its flight (docs/product.md §10.2): its largest text is the
 * flight's own, so a page prerendered at build time, without it, would paint only a spinner. The flight
 * comes from the public read (`GET /user/flights/{id}`, through its cache), so the page shows what
 * that read shows at the same moment. A flight that is not there, a database that does not answer
 * or a page that fails to render gets index.html, where the app shows what the read says.
 */
export async function prerenderedFlightPage(
  app: FastifyInstance,
  { shell, renderPage }: PrerenderedFlightPageOptions,
) {
  // Rendering and compressing a flight's page take several milliseconds of the server's thread; the
  // same address with the same answer of the read (its ETag) paints the same page.
  const kept = new Map<string, RenderedPage>();

  // a page of the web app, not a call of the API: it stays out of the API document
  app.get<{ Params: { id: string } }>(
    '/book-flights/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const read = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}/user/flights/${encodeURIComponent(request.params.id)}`,
      });
      const key = `${read.headers.etag}\n${request.url}`;
      let page = read.headers.etag ? kept.get(key) : undefined;
      if (!page) {
        const flight = read.statusCode === 200 ? (read.json() as { data: Flight }).data : undefined;
        // the app looks the flight up by the address's id: rendered under another spelling of it, the
        // page would not be the one the app renders
        if (flight?._id !== request.params.id) return reply.sendFile('index.html', { cacheControl: false });
        const data: PageData = { flight };
        try {
          // the title the page gives itself (usePageTitle), right before the app has started
          const rendered = await renderPage(request.url, data);
          const root = pageRoot(rendered.markup, rendered.data);
          page = renderedPage(shell, root, `Flight ${flight.flightNumber}`);
        } catch (error) {
          request.log.error({ err: error }, 'a flight page could not be rendered');
          return reply.sendFile('index.html', { cacheControl: false });
        }
        if (read.headers.etag) {
          if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
          kept.set(key, page);
        }
      }
      reply.header('etag', page.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
      if (!encoding) return reply.send(fillShell(shell, page));
      return reply.header('content-encoding', encoding).send(page[encoding]);
    },
  );
}
