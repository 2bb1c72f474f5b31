import { useMemo, useSyncExternalStore } from 'react';
import type { toast as hotToast } from 'react-hot-toast';
import { useRegionAttributes } from '@/lib/i18n/language-region';
import { loadOnFirstUse } from '@/lib/load-on-first-use';

type Library = typeof import('react-hot-toast');

/**
 * react-hot-toast (with its CSS-in-JS) loads with the first toast, not with every page: a page that
 * never shows one never loads it (docs/product.md#102-what-the-public-pages-load-first). Its toasts are kept in its own store, so a
 * toast asked for before the toaster is on screen shows once it is.
 */
let loaded: Library | undefined;
const listeners = new Set<() => void>();

const load = loadOnFirstUse(() =>
  import('react-hot-toast').then((library) => {
    loaded = library;
    for (const listener of listeners) listener();
    return library;
  }),
);

type Message = Parameters<typeof hotToast.success>[0];
type Options = Parameters<typeof hotToast.success>[1];

/** The `lang` of each toast raised in a part of the page written in another language (docs/decisions/109). */
const languages = new Map<string, string>();
const LANGUAGES_KEPT = 100;
let raised = 0;

function show(kind: 'success' | 'error', message: Message, options: Options, language: string | undefined) {
  const id = options?.id ?? (language ? `toast-in-region-${++raised}` : undefined);
  if (id && language) {
    languages.set(id, language);
    if (languages.size > LANGUAGES_KEPT) languages.delete(languages.keys().next().value!);
  } else if (id) languages.delete(id);
  load().then(
    (library) => library.toast[kind](message, { ...options, id }),
    () => undefined, // offline or a deployment that is gone: this toast is not shown; the next tries again
  );
}

const toastIn = (language: string | undefined) => ({
  success: (message: Message, options?: Options) => show('success', message, options, language),
  error: (message: Message, options?: Options) => show('error', message, options, language),
});

/** Toasts in the page's language, for code outside the components (the session's end). */
export const toast = toastIn(undefined);

/**
 * Toasts in the language of the part of the page a component is in: the back office's are English
 * on a page in any language, and a screen reader reads them so.
 */
export function useToast() {
  const { lang } = useRegionAttributes();
  return useMemo(() => toastIn(lang), [lang]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' place on screen, rendered once the first toast has loaded the library. */
export function AppToaster() {
  const library = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  if (!library) return null;
  return (
    <library.Toaster
      position="top-center"
      // docs/product.md#25-forms: below the 64 px header bars, so a toast never covers the navigation
      containerStyle={{ top: 80 }}
      toastOptions={{
        className: 'text-sm font-medium',
        style: { borderRadius: '12px', color: '#0b1f3a', maxWidth: '28rem' },
      }}
    >
      {(shown) => (
        // a toast reads in its own text's direction: the desk's English on an Arabic page ends with its full stop
        <div dir="auto" lang={languages.get(shown.id)}>
          <library.ToastBar toast={shown} />
        </div>
      )}
    </library.Toaster>
  );
}
