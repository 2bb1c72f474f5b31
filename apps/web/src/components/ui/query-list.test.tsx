import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { onBrowserScheduler } from '@/test/browser-scheduler';
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

describe('QueryList', () => {
  it('renders the rows of an answer in a later pass, leaving the browser a turn first', async () => {
    await onBrowserScheduler(async (mount) => {
      const store = queryStore({ isPending: true });
      mount(<Flights store={store} />);
      await screen.findByRole('status');

      store.answer({ data: ['SK100', 'SK102'] });
      // the answer's own task (and its microtasks) ends with the spinner still shown
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByRole('status')).toHaveTextContent('Loading flights…');
      expect(screen.queryByText('SK100')).not.toBeInTheDocument();

      expect(await screen.findByText('SK102')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});
