import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as hotToast } from 'react-hot-toast';

/**
 * react-hot-toast (with its CSS-in-JS) loads with the first toast, not with every page: a page that
 * never shows one never loads it (docs/product.md §24.1). Its toasts are kept in its own store, so a
 * toast asked for before the toaster is on screen shows once it is.
 */
const library = () => import('react-hot-toast');

let toasterWanted = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', ...args: Parameters<typeof hotToast.success>): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  void library().then(({ toast }) => toast[kind](...args));
}

export const toast = {
  success: (...args: Parameters<typeof hotToast.success>) => show('success', ...args),
  error: (...args: Parameters<typeof hotToast.error>) => show('error', ...args),
};

const Toaster = lazy(() => library().then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' place on screen, rendered once the first toast is asked for. */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // docs/product.md §21: below the 64 px header bars, so a toast never covers the navigation
        containerStyle={{ top: 80 }}
        toastOptions={{
          className: 'text-sm font-medium',
          style: { borderRadius: '12px', color: '#0b1f3a', maxWidth: '28rem' },
        }}
      />
    </Suspense>
  );
}
