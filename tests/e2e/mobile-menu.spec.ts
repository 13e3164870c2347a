import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { escapeRegExp, menuTree } from '../support/content';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 Mobile side menu — "Hi Guest!" with "Login / Register", up to three levels with expand
// and collapse toggles, one open item per level.
const toggleFor = (drawer: Locator, name: string) =>
  drawer
    .getByRole('button', { name: new RegExp(escapeRegExp(name), 'i') })
    .and(drawer.locator('[aria-expanded]'))
    .first();

test('mobile menu: guest header, one open item per level, closes on navigation @mobile', async ({ page }, testInfo) => {
  const parents = menuTree().filter((m) => m.children.length > 0);
  expect(parents.length, 'fixtures/content/menu.json has two entries with children').toBeGreaterThanOrEqual(2);
  const [first, second] = parents;
  if (!first || !second) return;

  await visit(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Hi Guest!')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login / Register' })).toBeVisible();

  const firstToggle = toggleFor(drawer, first.name);
  const secondToggle = toggleFor(drawer, second.name);
  await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
  await firstToggle.click();
  await expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByText(first.children[0]?.name ?? '', { exact: true }).first()).toBeVisible();

  await secondToggle.click();
  await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByText(second.children[0]?.name ?? '', { exact: true }).first()).toBeVisible();

  // Third level: the first second-level entry with children of the open item expands too.
  const nested = second.children.find((c) => c.children.length > 0);
  if (nested) {
    const nestedToggle = toggleFor(drawer, nested.name);
    await nestedToggle.click();
    await expect(nestedToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByText(nested.children[0]?.name ?? '', { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, testInfo, 'mobile menu');

  // Login / Register opens the sign-in modal in the menu's place, over the same page.
  await drawer.getByRole('link', { name: 'Login / Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});
