import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits until the app has started (`<html data-app="started">`, src/main.tsx): from then
 * on every control answers. Before it, a server-drawn page works as HTML only (links and the search
 * form), as a shopper on a slow phone would find it (ADR 020 holds taps made before then).
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
 * A tap made earlier is held and made again then (ADR 020; its own journey in bag.spec.ts); journeys whose
 * first act is a tap inside the page wait anyway, so that each starts from a hydrated page.
 */
export const pageHydrated = (page: Page) =>
  page.locator('html[data-page="hydrated"]').waitFor({ state: 'attached', timeout: 30_000 });
