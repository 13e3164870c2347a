import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { escapeRegExp, searchableTerm } from '../support/content';
import { holdBack } from '../support/hold-back';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 Search panel / Search result screen, §5 search validation.
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel).toBeVisible();
  return panel;
}

test('search refuses an empty or one-letter term', async ({ page }, testInfo) => {
  await visit(page, '/');
  const panel = await openSearch(page);
  await panel.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please type something here to search');

  await panel.getByLabel('Search products').fill('a');
  await panel.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please type atleast two character for better search');
  await expect(page).toHaveURL(/\/$/);

  await expectNoSeriousA11yViolations(page, testInfo, 'search panel with a validation message');
});

test('search finds catalogue products and shows them as cards', async ({ page }, testInfo) => {
  const { term, names } = searchableTerm();
  expect(names.length, `fixtures/catalogue/products.json has products matching "${term}"`).toBeGreaterThan(0);
  await visit(page, '/');
  const panel = await openSearch(page);
  await panel.getByLabel('Search products').fill(term);
  await panel.getByRole('button', { name: 'Go', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/search-result/${escapeRegExp(encodeURIComponent(term))}$`));
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${term}”` })).toBeVisible();

  // Every product whose name or description holds the term, each as an <article> with a link named after it.
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(names.length);
  for (const name of names) {
    await expect(cards.filter({ has: page.getByRole('link', { name }) }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, testInfo, 'search results');
});

test('a search without results says so', async ({ page }, testInfo) => {
  await visit(page, '/search-result/zzqxjvw');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “zzqxjvw”' })).toBeVisible();
  await expect(page.getByText('No Search Result Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'empty search results');
});

test.describe('before the app has started, search works as HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search goes to the search page, and its form finds products', async ({ page }) => {
    const { term, names } = searchableTerm();
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?$|\/search-result$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Padmakshya' })).toBeVisible();

    await page.getByLabel('Search products').fill(term);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search-result/${escapeRegExp(encodeURIComponent(term))}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${term}”` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(names.length);
  });

  test("a blank term comes back to the search page with the spec's message", async ({ page }) => {
    await page.goto('/search-result?q=%20');
    await expect(page.getByRole('alert')).toHaveText('Please type something here to search');
  });
});

test('the search panel opens in the frame of the click once its code is there @desktop', async ({ page }) => {
  await visit(page, '/');
  const opener = page.getByRole('button', { name: 'Search', exact: true });
  // A pointer on the button is the intent that fetches the panel's code.
  const code = page.waitForResponse((response) => /\/assets\/search-panel-[\w-]+\.js$/.test(response.url()));
  await opener.hover();
  await code;
  await page.waitForLoadState('networkidle');
  const frames = await page.evaluate(async () => {
    (document.querySelector('button[data-opens="search"]') as HTMLButtonElement).click();
    for (let frame = 1; frame <= 30; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (document.querySelector('[role="dialog"] input[type="search"]')) return frame;
    }
    return Number.POSITIVE_INFINITY;
  });
  expect(frames, 'animation frames from the click to a search box').toBeLessThanOrEqual(1);
  await expect(page.getByLabel('Search products')).toBeFocused();
});

test('a drawer whose code is still on its way shows its frame at once', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/newsletter-drawer-[\w-]+\.js$/);
  await visit(page, '/');
  await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Opening Newsletter' })).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Opening Newsletter' })).toHaveCount(0);
});
