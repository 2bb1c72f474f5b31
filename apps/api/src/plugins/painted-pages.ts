import {
  API_PREFIX,
  DEFAULT_PAGE_SIZE,
  HOME_FLIGHTS_PAGE_SIZE,
  pageRoot,
  type Flight,
  type FlightPage,
  type Language,
  type PageData,
} from '@skylark/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../lib/request-language';
import { type PageDocument, pageDocument, sendPageDocument, writePageDocument } from './page-document';

/**
 * The web app's server-side entry (apps/web/src/prerender.tsx): a page's first render, as HTML, and
 * the data the app starts from (what it was given, and what the render wrote with it).
 */
export type RenderPage = (
  url: string,
  data: PageData,
  language: Language,
) => Promise<{ markup: string; data: PageData }>;

export interface PaintedPagesOptions {
  /** the prerendered pages' document with an empty `#root` (the web build's `pages/shell.html`), per language */
  shellFor: (language: Language) => string;
  renderPage: RenderPage;
  /** the document an address has without data (spa-pages.ts): what a page that cannot be painted gets */
  unpainted: (url: string, language: Language) => PageDocument;
  /** the page with only the styles its first screen uses inline (first-screen-css.ts) */
  firstScreen?: (html: string) => string;
}

/** A page the server paints with the answer of one public read. */
interface PaintedPage {
  route: string;
  /** the public read whose answer the page shows */
  read(params: Record<string, string>): string;
  /** the page's data from the read's `data`; undefined when the page cannot show it */
  data(answer: unknown, params: Record<string, string>): PageData | undefined;
  /** the name the page gives itself (usePageTitle), when the shell's will not do until the app starts */
  title?(data: PageData): string;
  /** a query asks for what the page painted without one does not show */
  withQuery: boolean;
}

const PAGES: PaintedPage[] = [
  {
    route: '/',
    read: () => `${API_PREFIX}/user/flights?page=1&limit=${HOME_FLIGHTS_PAGE_SIZE}`,
    data: (answer) => ({ homeFlights: answer as FlightPage }),
    withQuery: false,
  },
  {
    route: '/book-flights',
    read: () => `${API_PREFIX}/user/flights?page=1&limit=${DEFAULT_PAGE_SIZE}&sort=date&order=asc`,
    data: (answer) => ({ flightList: answer as FlightPage }),
    withQuery: false,
  },
  {
    route: '/book-flights/:id',
    read: ({ id }) => `${API_PREFIX}/user/flights/${encodeURIComponent(id!)}`,
    // the app looks the flight up by the address's id: rendered under another spelling of it, the page
    // would not be the one the app renders
    data: (answer, { id }) => ((answer as Flight)._id === id ? { flight: answer as Flight } : undefined),
    title: ({ flight }) => `Flight ${flight!.flightNumber}`,
    withQuery: true,
  },
];

/** Painted pages kept: about 45 KB each (the page as it is, and compressed twice). */
const MAX_PAGES = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell with the page's markup in `#root`, the data it was rendered with after it, and its title. */
function fillShell(shell: string, markup: string, data: PageData, title: string | undefined): string {
  const root = pageRoot(markup, data);
  const titled = title
    ? shell.replace(
        /<title>([^<]*)<\/title>/,
        (_, name: string) => `<title>${escapeHtml(title)} | ${name}</title>`,
      )
    : shell;
  return titled.replace('<div id="root"></div>', () => root);
}

/**
 * Home, the flight list and a flight's page arrive painted with their data (docs/product.md#102-what-the-public-pages-load-first):
 * the answer of the public read the app would make (through its cache), rendered by the web app's own
 * renderer into the shell and kept in memory, compressed, by that answer's ETag. A change to the data
 * changes the answer, so the page is painted again on its first request after; until then every
 * request is answered from memory. A read that fails, a flight that is not there or a page that fails
 * to render gets the document the address has without data.
 */
export async function paintedPages(
  app: FastifyInstance,
  { shellFor, renderPage, unpainted, firstScreen = (html) => html }: PaintedPagesOptions,
) {
  // by the read's ETag, the language and the address: a painted page, or the painting of one under way
  const kept = new Map<string, Promise<PageDocument | undefined>>();
  // the same keys, of the pages painted: what a request is answered with from memory
  const done = new Map<string, PageDocument>();

  /** The read's answer, from the public read cache; computed through the route when not there. */
  async function publicRead(url: string): Promise<{ etag: string; body: string } | undefined> {
    const cached = app.publicCache.get(url, Date.now());
    if (cached) return cached;
    const read = await app.inject({ method: 'GET', url });
    const etag = read.headers.etag;
    return read.statusCode === 200 && typeof etag === 'string' ? { etag, body: read.body } : undefined;
  }

  /** Never fails: a page that cannot be painted is undefined (and logged). */
  async function paint(request: FastifyRequest, page: PaintedPage, body: string, language: Language) {
    try {
      const params = request.params as Record<string, string>;
      const data = page.data((JSON.parse(body) as { data: unknown }).data, params);
      if (!data) return undefined;
      const rendered = await renderPage(request.url, data, language);
      const html = fillShell(shellFor(language), rendered.markup, rendered.data, page.title?.(data));
      return await pageDocument(firstScreen(html));
    } catch (error) {
      request.log.error({ err: error }, 'a page could not be painted');
      return undefined;
    }
  }

  async function painted(
    request: FastifyRequest,
    page: PaintedPage,
    language: Language,
  ): Promise<PageDocument | undefined> {
    const answer = await publicRead(page.read(request.params as Record<string, string>));
    if (!answer) return undefined;
    const key = `${answer.etag}\n${language}\n${request.url}`;
    let document = kept.get(key);
    if (!document) {
      document = paint(request, page, answer.body, language);
      if (kept.size >= MAX_PAGES) {
        const oldest = kept.keys().next().value!;
        kept.delete(oldest);
        done.delete(oldest);
      }
      kept.set(key, document);
      // only pages painted are kept: a failure is tried again on the next request
      void document.then((painted) => {
        if (!painted) kept.delete(key);
        else if (kept.get(key) === document) done.set(key, painted);
      });
    }
    return document;
  }

  /**
   * A page painted with the data as it is now, if there is one in memory: then the request is
   * answered at once, past the route, its handler and the hooks that shape an answer (the security
   * headers are set by then, and the request id, the one other header those hooks add, is set here).
   */
  function fromMemory(page: PaintedPage) {
    return (request: FastifyRequest, reply: FastifyReply, next: () => void) => {
      if (!page.withQuery && request.url.includes('?')) return next();
      const answer = app.publicCache.get(page.read(request.params as Record<string, string>), Date.now());
      const document =
        answer && done.get(`${answer.etag}\n${requestLanguage(request.headers)}\n${request.url}`);
      if (!document) return next();
      reply.hijack();
      writePageDocument(request.raw, reply.raw, document, request.id);
    };
  }

  for (const page of PAGES) {
    // a page of the web app, not a call of the API: it stays out of the API document
    app.get(page.route, { schema: { hide: true }, onRequest: fromMemory(page) }, async (request, reply) => {
      const language = requestLanguage(request.headers);
      const document =
        !page.withQuery && request.url.includes('?')
          ? undefined
          : await painted(request, page, language).catch((error: unknown) => {
              request.log.error({ err: error }, "a page's data could not be read");
              return undefined;
            });
      return sendPageDocument(request, reply, document ?? unpainted(request.url, language));
    });
  }
}
