import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the app has hydrated the prerendered page (docs/product.md#102-what-the-public-pages-load-first). React hydrates what sits
 * inside a Suspense boundary in a pass of its own after the first, so the page's frame marks the
 * moment from inside the boundary that holds the page.
 */
export const HydrationContext = createContext<(() => void) | null>(null);

export function HydrationMark() {
  const onHydrated = useContext(HydrationContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
