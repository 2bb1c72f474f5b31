import { screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onBrowserScheduler } from '@/test/browser-scheduler';
import { lazyPage, preloadPages } from './lazy-page';

/** A page module that arrives a browser task later, as a fetched chunk does. */
const pageModule = (text: string) =>
  vi.fn(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>{text}</h1> }), 10),
      ),
  );

/** Counts the fallback's commits: what the visitor would have seen as a spinner. */
function Spinner({ shown }: { shown: () => void }) {
  useEffect(shown, [shown]);
  return <p>Loading…</p>;
}

/** The first render as main.tsx makes it: a transition, on the browser's scheduler. */
async function firstRender(Page: React.ComponentType, heading: string) {
  const shown = vi.fn();
  await onBrowserScheduler(async (mount) => {
    startTransition(() =>
      mount(
        <Suspense fallback={<Spinner shown={shown} />}>
          <Page />
        </Suspense>,
      ),
    );
    // past React's 300 ms hold on a spinner once shown
    await screen.findByRole('heading', { name: heading }, { timeout: 10_000 });
  });
  return shown;
}

describe('lazyPage and preloadPages', () => {
  it('loads the code of the pages the route table shows at a path, each once, and no other', async () => {
    const loadHome = pageModule('Home');
    const loadFrame = pageModule('Frame');
    const loadAbout = pageModule('About');
    const Home = lazyPage(loadHome);
    const Frame = lazyPage(loadFrame);
    const About = lazyPage(loadAbout);
    const routes = [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/about', element: <About /> },
        ],
      },
    ];

    await preloadPages(routes, '/');
    await preloadPages(routes, '/');

    expect(loadFrame).toHaveBeenCalledTimes(1);
    expect(loadHome).toHaveBeenCalledTimes(1);
    expect(loadAbout).not.toHaveBeenCalled();
  });

  it('a preloaded page paints at its first render, with no spinner before it', async () => {
    const Home = lazyPage(pageModule('Home'));
    await preloadPages([{ path: '/', element: <Home /> }], '/');

    const spinnerShown = await firstRender(Home, 'Home');

    expect(spinnerShown).not.toHaveBeenCalled();
  });

  it('a page not preloaded shows the spinner until its code arrives', async () => {
    const spinnerShown = await firstRender(lazyPage(pageModule('About')), 'About');

    expect(spinnerShown).toHaveBeenCalled();
  });

  it('a path no route shows loads nothing', async () => {
    const load = pageModule('Home');
    const Home = lazyPage(load);
    await preloadPages([{ path: '/', element: <Home /> }], '/no-such-page');
    expect(load).not.toHaveBeenCalled();
  });
});
