import type { Page } from '@playwright/test';

/**
 * Holds back every request for a file matching `url` (a built script, say) until the returned `release` is
 * called: a journey can then act while that code is still on its way, as on a slow phone's link.
 */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
