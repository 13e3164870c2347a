import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { escapeRegExp, searchableTerm } from '../support/content';
import { expect, test } from '../support/test';

// spec: shell §2 Search panel / Search result screen, §5 search validation.
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel).toBeVisible();
  return panel;
}

test('search refuses an empty or one-letter term', async ({ page }, testInfo) => {
  await page.goto('/');
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
  await page.goto('/');
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
  await page.goto('/search-result/zzqxjvw');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “zzqxjvw”' })).toBeVisible();
  await expect(page.getByText('No Search Result Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'empty search results');
});
