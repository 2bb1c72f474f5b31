import { expect, type Page } from '@playwright/test';

/**
 * A visitor's first input, a key pressed that changes nothing: on a prerendered page it asks for the
 * app (docs/decisions/105), as a first touch, pointer move, scroll or key does.
 */
export async function firstInput(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/** The visitor's first input, then the app has hydrated the prerendered page. */
export async function startTheApp(page: Page): Promise<void> {
  await firstInput(page);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
