import './zod-jitless';
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// The page's code arrives before the first render, so the page paints with its frame instead of
// after a spinner. If it fails to load, the page's error boundary shows it on render.
void preloadPages(routes, window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // one long task that blocks input while the page is being built.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
