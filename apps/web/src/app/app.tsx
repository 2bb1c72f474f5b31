import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

// The declarative router: the app has no loaders or actions, so the data router's code would only
// add to every first load (docs/product.md#102-what-the-public-pages-load-first).
export function AppRoutes() {
  return useRoutes(routes);
}

export function App({ client }: { client: QueryClient }) {
  return (
    <Providers client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
