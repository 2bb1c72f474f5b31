import { useEffect } from 'react';

/**
 * What a traveller has typed, kept in the tab's session storage so that a reload, Back and Forward, or
 * a sign-in on the way, find it again (docs/product.md#142-group-bookings-and-the-seat-map). A draft is JSON of at most 32 KB;
 * storage that is full or refused keeps nothing and breaks nothing.
 */
const MAX_DRAFT_CHARS = 32_768;
const PREFIX = 'skylark.draft.';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft under `key`, through `accept`, which answers null for anything it does not recognise. */
export function readDraft<T>(key: string, accept: (raw: unknown) => T | null): T | null {
  const raw = store()?.getItem(PREFIX + key);
  if (!raw || raw.length > MAX_DRAFT_CHARS) return null;
  try {
    return accept(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  const json = JSON.stringify(value);
  if (json.length > MAX_DRAFT_CHARS) return;
  try {
    store()?.setItem(PREFIX + key, json);
  } catch {
    // full or refused: the form still works, without the draft
  }
}

export function clearDraft(key: string): void {
  store()?.removeItem(PREFIX + key);
}

/** Writes a form's values under `key` as they change (react-hook-form's `watch` subscription). */
export function useKeptDraft(
  key: string | undefined,
  watch: (callback: (values: unknown) => void) => { unsubscribe: () => void },
): void {
  useEffect(() => {
    if (!key) return;
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
