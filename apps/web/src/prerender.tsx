/**
 * The build's server-side entry (docs/product.md §24.1): renders a public page as a visitor's first
 * render shows it — nobody signed in yet, no data loaded — so the server can send it painted and
 * the app adopts (hydrates) it. Built with `vite build --ssr` and run only by the web build.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { preloadPages } from './app/lazy-page';
import { Providers } from './app/providers';
import { routes } from './app/routes';

export async function renderPage(path: string): Promise<string> {
  // with the page's code loaded, nothing suspends and one synchronous pass renders it all
  await preloadPages(routes, path);
  return renderToString(
    <Providers>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}
