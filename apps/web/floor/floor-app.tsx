import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';

const LINKS = Array.from({ length: 10 }, (_, index) => `/floor/item-${index + 1}`);

function FloorPage() {
  // one query, answered at once, so TanStack Query's render path runs as it does on a page
  const { data: links = [] } = useQuery({ queryKey: ['links'], queryFn: () => LINKS, initialData: LINKS });
  return (
    <>
      <header>
        <Link to="/" style={{ color: '#fff' }}>
          Floor
        </Link>
      </header>
      <main>
        <h1>The stack&apos;s floor</h1>
        <ul>
          {links.map((to) => (
            <li key={to}>
              <Link to={to}>{to}</Link>
            </li>
          ))}
        </ul>
      </main>
      <footer>React, React Router and TanStack Query, prerendered and hydrated.</footer>
    </>
  );
}

/** The floor page of `npm run lighthouse`: the web app's stack and nothing of the app. */
export function FloorApp({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="*" element={<FloorPage />} />
      </Routes>
    </QueryClientProvider>
  );
}

export const createFloorClient = () => new QueryClient();
