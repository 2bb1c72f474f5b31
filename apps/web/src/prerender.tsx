/**
 * The web app's server-side entry (docs/product.md#102-what-the-public-pages-load-first): renders a public page as a visitor's
 * first render shows it — nobody signed in yet, no data loaded but the page's own `data` — so the
 * server can send it prerendered and the app hydrates it. Built with `vite build --ssr`; the web
 * build paints the pages without data with it, and the server a flight's page, with its flight.
 */
import { DEFAULT_LANGUAGE, type Language } from '@skylark/contract';

export { LANGUAGES, htmlWithLanguage, pageRoot } from '@skylark/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { preloadPages } from './app/lazy-page';
import { type PageData, recordWrittenTimes } from '@skylark/contract';
import { seedPageData } from './app/page-data';
import { Providers, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { i18nFor, renderingIn, usedNamespaces } from './lib/i18n';

/** A page's first render, and the data the app starts from to hydrate it. */
export interface RenderedPage {
  markup: string;
  data: PageData;
}

export async function renderPage(
  path: string,
  data: PageData = {},
  language: Language = DEFAULT_LANGUAGE,
): Promise<RenderedPage> {
  // with the page's code and texts loaded, nothing suspends and one synchronous pass renders it all
  const [i18n] = await Promise.all([i18nFor(language), preloadPages(routes, path)]);
  const client = createQueryClient();
  seedPageData(client, data);
  const { result: markup, times } = recordWrittenTimes(() =>
    renderingIn(language, () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Providers client={client}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </I18nextProvider>,
      ),
    ),
  );
  return {
    markup,
    data: {
      ...data,
      ...(Object.keys(times).length > 0 ? { times } : {}),
      namespaces: usedNamespaces(i18n),
    },
  };
}
