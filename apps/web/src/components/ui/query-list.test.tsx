import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryList } from './query-list';

type Page = { data: string[] };

/** Stands for TanStack Query, which hands a component each answer through useSyncExternalStore. */
function queryStore(initial: Partial<UseQueryResult<Page>>) {
  let state = initial as UseQueryResult<Page>;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    answer: (page: Page) => {
      state = { ...state, isPending: false, data: page } as UseQueryResult<Page>;
      for (const listener of listeners) listener();
    },
  };
}

function Flights({ store }: { store: ReturnType<typeof queryStore> }) {
  const query = useSyncExternalStore(store.subscribe, store.get);
  return (
    <QueryList query={query} loadingLabel="Loading flights…" errorText={() => 'failed'} empty="None">
      {(page) => (
        <ul>
          {page.data.map((flight) => (
            <li key={flight}>{flight}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('QueryList', () => {
  it('renders the rows of an answer in a later pass, leaving the browser a turn first', async () => {
    // on the browser's scheduler, as in the app: `act` would flush every pass at once
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const store = queryStore({ isPending: true });
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(<Flights store={store} />);
      await screen.findByRole('status');

      store.answer({ data: ['SK100', 'SK102'] });
      // the answer's own task (and its microtasks) ends with the spinner still shown
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByRole('status')).toHaveTextContent('Loading flights…');
      expect(screen.queryByText('SK100')).not.toBeInTheDocument();

      expect(await screen.findByText('SK102')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
