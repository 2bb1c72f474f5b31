import { useEffect, useEffectEvent } from 'react';

/** How long typing must pause before a search box's text is applied. */
export const SEARCH_DELAY_MS = 300;

/**
 * Once `value` has stayed unchanged for `delayMs` and differs from `applied`, calls `apply` with it
 * (a search box: the list asks again only when typing settles, and never for the same text).
 */
export function useDebouncedApply(
  value: string,
  applied: string,
  apply: (value: string) => void,
  delayMs = SEARCH_DELAY_MS,
): void {
  const onSettled = useEffectEvent(() => apply(value));
  useEffect(() => {
    if (value === applied) return;
    const timer = window.setTimeout(onSettled, delayMs);
    return () => window.clearTimeout(timer);
  }, [value, applied, delayMs]);
}
