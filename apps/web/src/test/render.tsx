import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient, Providers } from '@/app/providers';

/** Shows where the router went, for tests that check a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders pages at `path` inside a memory router with the app's providers (query client, toaster):
 * `pages` maps paths to elements; `routes` adds nested route objects (layouts, guards).
 */
export function renderAt(
  path: string,
  pages: Record<string, ReactElement>,
  state?: unknown,
  routes: RouteObject[] = [],
) {
  const [pathname = path, search = ''] = path.split('?');
  const table = [
    ...Object.entries(pages).map(([routePath, element]) => ({ path: routePath, element })),
    ...routes,
  ];
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <RouteTable routes={table} />
      </MemoryRouter>
    </Providers>,
  );
}

/** The routes, as the app renders its own (src/app/app.tsx). */
function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's providers, for tests that render a component without a router. */
export { createQueryClient, Providers };
