import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

export interface QueryListProps<Page extends { data: readonly unknown[] }> {
  query: UseQueryResult<Page>;
  /** The spinner's text for screen readers, e.g. "Loading bookings…". */
  loadingLabel: string;
  /** The error's message, with Try again below it. */
  errorText: (error: Error) => ReactNode;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows, once a page with some has come. */
  children: (page: Page) => ReactNode;
}

/** The list's spinner, centred where its rows will be. */
export function ListSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-20 text-sky-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * A paged list's every state: a spinner while it loads, the error with Try again, the empty state, the
 * rows. When a refresh fails after rows were shown, the rows stay, with the error and Try again above.
 */
export function QueryList<Page extends { data: readonly unknown[] }>({
  query: current,
  loadingLabel,
  errorText,
  empty,
  children,
}: QueryListProps<Page>) {
  // The rows of an answer render in the background, yielding to the browser every few milliseconds,
  // instead of in the one long task that received the answer.
  const query = useDeferredValue(current);
  if (query.isPending) return <ListSpinner label={loadingLabel} />;
  const retry = () => void query.refetch();
  if (query.isLoadingError) return <ErrorState message={errorText(query.error)} onRetry={retry} />;
  if (query.data.data.length === 0) return <>{empty}</>;
  return (
    <>
      {query.isRefetchError && (
        <ErrorState className="mb-4 py-5" message={errorText(query.error)} onRetry={retry} />
      )}
      {children(query.data)}
    </>
  );
}
