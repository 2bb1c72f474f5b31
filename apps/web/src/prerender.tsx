/**
 * The web app's server-side entry (docs/product.md#102-what-the-public-pages-load-first): renders a public page as a visitor's
 * first render shows it — nobody signed in yet, no data loaded but the page's own `data` — so the
 * server can send it prerendered and the app hydrates it. Built with `vite build --ssr`; the web
 * build paints the pages without data with it, and the server a flight's page, with its flight.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { preloadPages } from './app/lazy-page';
import { type PageData, recordWrittenTimes } from '@skylark/contract';
import { seedPageData } from './app/page-data';
import { Providers, createQueryClient } from './app/providers';
import { routes } from './app/routes';

/** A page's first render, and the data the app starts from to hydrate it. */
export interface RenderedPage {
  markup: string;
  data: PageData;
}

export async function renderPage(path: string, data: PageData = {}): Promise<RenderedPage> {
  // with the page's code loaded, nothing suspends and one synchronous pass renders it all
  await preloadPages(routes, path);
  const client = createQueryClient();
  seedPageData(client, data);
  const { result: markup, times } = recordWrittenTimes(() =>
    renderToString(
      <Providers client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    ),
  );
  return { markup, data: Object.keys(times).length > 0 ? { ...data, times } : data };
}
