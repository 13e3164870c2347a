import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits until the app has started (`<html data-app="started">`, src/main.tsx): from then
 * on every control answers. Before it, a server-drawn page works as HTML only (links and the search
 * form), as a shopper on a slow phone would find it (ADR 016).
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await appStarted(page);
  return response;
}

/** Waits until the app on the open page has started (see `visit`). */
export const appStarted = (page: Page) =>
  page.locator('html[data-app="started"]').waitFor({ state: 'attached', timeout: 30_000 });

/**
 * Waits until the page's own part has hydrated (`<html data-page="hydrated">`, src/app/hydration-gate.tsx).
 * A journey whose first act is a tap inside the page waits for it: such a tap made earlier has been seen
 * lost on a busy machine (issue 9 closing note), where React should have replayed it.
 */
export const pageHydrated = (page: Page) =>
  page.locator('html[data-page="hydrated"]').waitFor({ state: 'attached', timeout: 30_000 });
