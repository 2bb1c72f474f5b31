import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import failOnConsole from 'vitest-fail-on-console';
import { changeLanguage, loadAllTexts } from '@/lib/i18n';
import { reloadSession } from '@/lib/session';
import { resetApi, server } from '@/test/api';

// findBy… waits up to 5 s: lazily loaded chunks (the home page below its hero) arrive late when the
// web suite shares two cores with the API suites
configure({ asyncUtilTimeout: 15_000 });

// the app loads a page's texts before its first render; a test renders with every English text there
await loadAllTexts('en');

// a console.error fails the test, as it fails a browser test
failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: false });

// every request goes to a handler built from the contract; one with no handler fails the test
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

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

afterEach(async () => {
  if (inBrowser) {
    cleanup();
    // A toast asked for while its library loads shows once it has: let any such land now, then clear
    // every toast, so that none appears in the next test (a second "saved" beside its own).
    if (vi.isFakeTimers()) vi.useRealTimers();
    const { toast } = await import('react-hot-toast');
    await new Promise((landed) => setTimeout(landed, 0));
    toast.remove();
    // a test that chose another language leaves the next one in English
    await changeLanguage('en');
    document.cookie = 'lang=; Path=/; Max-Age=0';
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
  }
  resetApi();
});
