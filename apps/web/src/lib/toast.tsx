import { useSyncExternalStore } from 'react';
import type { toast as hotToast } from 'react-hot-toast';
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

function show(kind: 'success' | 'error', ...args: Parameters<typeof hotToast.success>): void {
  load().then(
    (library) => library.toast[kind](...args),
    () => undefined, // offline or a deployment that is gone: this toast is not shown; the next tries again
  );
}

export const toast = {
  success: (...args: Parameters<typeof hotToast.success>) => show('success', ...args),
  error: (...args: Parameters<typeof hotToast.error>) => show('error', ...args),
};

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
        <div dir="auto">
          <library.ToastBar toast={shown} />
        </div>
      )}
    </library.Toaster>
  );
}
