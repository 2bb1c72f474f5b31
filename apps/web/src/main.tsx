import './zod-jitless';
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AdoptionContext } from './app/adoption';
import { App } from './app/app';
import { keepTypedValues } from './app/keep-typed-values';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's code arrives before the first render, so the page paints with its frame instead of
// after a spinner. If it fails to load, the page's error boundary shows it on render.
void preloadPages(routes, window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // one long task that blocks input while the page is being built.
    startTransition(() => {
      // A public page arrives painted by the build (docs/product.md §24.1): React adopts that HTML.
      if (container.hasChildNodes()) {
        // once adopted, what was typed into the painted page counts as typed
        hydrateRoot(container, <AdoptionContext value={keepTypedValues(container)}>{app}</AdoptionContext>);
      } else createRoot(container).render(app);
    });
  });
