import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children one task after the first paint, so the above-the-fold part of a long page
 * paints without waiting for (and without one long task rendering) everything below the fold, and
 * the code below the fold is not fetched beside what the first paint needs. The animation frame
 * comes just before the paint; the timer set in it fires after.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return ready ? children : <div className="min-h-screen" aria-hidden="true" />;
}
