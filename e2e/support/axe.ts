import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { networkQuiet } from './network';

/** Waits until the page has settled: no request in flight and no spinner left. */
export async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('#main')).not.toBeEmpty();
  // a menu or dialog fading in would be measured half-transparent (a false colour-contrast finding)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe-core on the page and answers its violations above minor, naming route, rule and elements. */
export async function axeViolations(page: Page, route: string): Promise<string[]> {
  await settle(page);
  // Toasts fade in and out on their own clock, so axe can catch one half-transparent (a false
  // colour-contrast finding); their colours are fixed, navy on white.
  // the app has no frames: axe runs in the page itself, without the blank page and second copy of
  // axe that its frame-by-frame mode opens for every check (the same findings, a fifth less time)
  // resultTypes: axe still runs every rule, but details only the violations
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude('[data-rht-toaster]')
    .analyze();
  const found = results.violations.filter((v) => v.impact !== 'minor' && v.impact !== null);
  return found.map(
    (v) =>
      `${route}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Fails the test with axe-core's violations above minor, if the page has any. */
export async function expectCleanAxe(page: Page, where: string) {
  const found = await axeViolations(page, where);
  expect(found, found.join('\n')).toEqual([]);
}
