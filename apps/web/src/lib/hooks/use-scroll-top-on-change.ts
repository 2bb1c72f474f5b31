import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to the top when `key` changes (a new page, a new page of results), never on the
 * first render: the page keeps the place the browser restored, or where the visitor scrolled on a
 * prerendered page before the app started (docs/decisions/105).
 */
export function useScrollTopOnChange(key: unknown): void {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
