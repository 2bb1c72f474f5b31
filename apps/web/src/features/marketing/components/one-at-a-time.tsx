import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children one after another, each in a task of its own after the one before, so that
 * no single task builds all of them: a long page's sections below the fold, on a phone.
 */
export function OneAtATime({ children }: { children: ReactNode[] }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= children.length) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, children.length]);
  return children.slice(0, shown);
}
