import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered at build time and while the browser hydrates that HTML, true
 * from the render after (docs/product.md#102-what-the-public-pages-load-first). What depends on the visitor's session renders
 * hidden until then: the prerendered page knows nobody, so it must not claim anybody is signed out.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
