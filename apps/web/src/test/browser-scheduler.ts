import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs `work` with React scheduling its passes as in the browser, outside `act`, which would flush
 * every pass at once. `mount` renders into a root of its own, removed when `work` ends.
 */
export async function onBrowserScheduler<T>(
  work: (mount: (element: ReactNode) => void) => Promise<T>,
): Promise<T> {
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    return await work((element) => root.render(element));
  } finally {
    root.unmount();
    container.remove();
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
