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
