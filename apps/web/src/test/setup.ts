import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadSession } from '@/lib/session';

// a test that runs in node (`@vitest-environment node`, e.g. the lint test) has no DOM to set up
const inBrowser = typeof window !== 'undefined';

// jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion): answer "no match".
if (inBrowser && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  reloadSession();
});
