import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the app has adopted the painted page (docs/product.md §10.2). React adopts what sits
 * inside a Suspense boundary in a pass of its own after the first, so the page's frame marks the
 * moment from inside the boundary that holds the page.
 */
export const AdoptionContext = createContext<(() => void) | null>(null);

export function AdoptionMark() {
  const onAdopted = useContext(AdoptionContext);
  useEffect(() => onAdopted?.(), [onAdopted]);
  return null;
}
