import { test as base, expect } from '@playwright/test';
import { trackRequests } from './network';

/** Lets a test declare the console errors it provokes on purpose (e.g. the browser's log of a 401). */
export interface ConsoleErrors {
  /** Accepts console errors matching the pattern. */
  allow(pattern: RegExp | string): void;
  /** Accepts the browser's "Failed to load resource" line for an HTTP status the test expects. */
  allowHttpStatus(status: number): void;
}

/**
 * The journeys' `test`: any console error or uncaught page error fails the test
 * (conventions: "Console errors in a browser test fail it"), unless the test allowed it; its
 * `page` counts its requests in flight (`networkQuiet`).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const allowed: (RegExp | string)[] = [];
      const problems: string[] = [];
      const isAllowed = (text: string) =>
        allowed.some((pattern) =>
          typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
        );
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.text())) {
          problems.push(`console.error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // the browser's "Failed to load resource" line names no address: these do
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) {
          refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      await use({
        allow: (pattern) => allowed.push(pattern),
        allowHttpStatus: (status) =>
          allowed.push(`Failed to load resource: the server responded with a status of ${status}`),
      });
      if (problems.length > 0 && testInfo.status === testInfo.expectedStatus) {
        const answers = refused.length > 0 ? `\nrefused requests:\n${refused.join('\n')}` : '';
        throw new Error(`The page reported errors:\n${problems.join('\n')}${answers}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
