import { useEffect } from 'react';

/**
 * After the last page empties (a delete, a narrower list), steps back to the last page that exists.
 * Answers whether the page is beyond the last one, so the list can show a spinner meanwhile rather
 * than its empty state.
 */
export function usePageClamp(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  const beyondLastPage = totalPages !== undefined && page > 1 && page > totalPages;
  useEffect(() => {
    if (beyondLastPage) setPage(Math.max(1, totalPages));
  }, [beyondLastPage, totalPages, setPage]);
  return beyondLastPage;
}
