import type { Page, Request } from '@playwright/test';

// How long none of a page's requests may be in flight before the page counts as settled
// (Playwright's 'networkidle' waits 500 ms).
const QUIET_MS = 150;

/** A page's requests in flight, counted from the page's first request. */
class RequestsInFlight {
  private readonly pending = new Set<Request>();
  private readonly onChange = new Set<() => void>();

  constructor(page: Page) {
    const finished = (request: Request) => {
      this.pending.delete(request);
      this.changed();
    };
    page.on('request', (request) => {
      this.pending.add(request);
      this.changed();
    });
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
  }

  private changed() {
    for (const listener of this.onChange) listener();
  }

  /** Resolves once no request has been in flight for `ms`. */
  quiet(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const restart = () => {
        clearTimeout(timer);
        if (this.pending.size === 0) timer = setTimeout(done, ms);
      };
      const done = () => {
        this.onChange.delete(restart);
        resolve();
      };
      this.onChange.add(restart);
      restart();
    });
  }
}

const tracked = new WeakMap<Page, RequestsInFlight>();

/** Counts the page's requests in flight from now on (the journeys' fixtures do so for `page`). */
export function trackRequests(page: Page): void {
  tracked.set(page, new RequestsInFlight(page));
}

/**
 * Waits until the page has loaded and none of its requests has been in flight for 150 ms: its data
 * read and its lazy parts loaded. A page that was not tracked waits for Playwright's 'networkidle'.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const requests = tracked.get(page);
  if (!requests) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  await requests.quiet(QUIET_MS);
}
