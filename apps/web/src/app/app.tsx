import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

// The declarative router: the app has no loaders or actions, and the data router's code would add
// about 16 KB of gzipped JavaScript to every first load (docs/product.md §10.1).
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
