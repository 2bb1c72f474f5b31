import { DEFAULT_LANGUAGE, isLanguage } from '@skylark/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationContext } from './hydration';
import { App } from './app';
import { readPageData, seedPageData } from './page-data';
import { keepPrerenderedInput } from './prerendered-input';
import { createQueryClient } from './providers';
import { preloadPages } from './lazy-page';
import { routes } from './routes';
import { changeLanguage, loadAllTexts, loadTexts } from '@/lib/i18n';

/** Renders the app into `container`, or hydrates the page the build prerendered there. */
export async function startApp(container: HTMLElement): Promise<void> {
  const client = createQueryClient();
  const data = readPageData(document);
  seedPageData(client, data);
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  // The page's code arrives before the first render, so the page paints with its frame instead of
  // after a spinner. If it fails to load, the page's error boundary shows it on render.
  // The server chose the page's language (docs/decisions/102) and names the texts it rendered with;
  // they arrive before the first render, so hydration finds the words it was sent.
  const language = isLanguage(document.documentElement.lang)
    ? document.documentElement.lang
    : DEFAULT_LANGUAGE;
  await Promise.all([
    preloadPages(routes, window.location.pathname).catch(() => undefined),
    loadTexts(language, data.namespaces),
  ]);
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language);
  // As a transition, the first render yields to the browser every few milliseconds instead of one
  // long task that blocks input while the page is being built.
  startTransition(() => {
    // A public page arrives prerendered at build time (docs/product.md#102-what-the-public-pages-load-first): React hydrates that HTML,
    // and once it has, what was typed and sent on the prerendered page counts as typed and sent.
    if (container.hasChildNodes()) {
      hydrateRoot(
        container,
        <HydrationContext value={keepPrerenderedInput(container)}>{app}</HydrationContext>,
      );
    } else createRoot(container).render(app);
  });
  // the other pages' texts, once this one is up, so that going to them never waits on a text
  const rest = () => void loadAllTexts(language).catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(rest);
  else setTimeout(rest, 1000);
}
