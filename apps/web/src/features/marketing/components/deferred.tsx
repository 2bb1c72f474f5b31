import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children one task after the first paint, so the above-the-fold part of a long page
 * paints without waiting for (and without one long task rendering) everything below the fold. On a
 * prerendered page its place asks for the app as it nears the screen (`data-awaits-app`, docs/decisions/105).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : <div className="min-h-screen" aria-hidden="true" data-awaits-app="" />;
}
