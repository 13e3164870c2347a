import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// shell §2 "Shared panels" and issue 11 §1: the sign-in and sign-up modals are the forms of /login and
// /register over the current page, opened from the header (the menu on a phone); focus is trapped, Escape
// closes, focus returns, and after success the shopper is still on the page they were on.
const MEENAKSHI = { email: 'meenakshi.pillai@example.in', password: 'Temple@2026' };
const PAGE = '/our-story';

/** Opens the sign-in modal the way a shopper at this width does: the header's Login, or the menu's. */
async function openSignIn(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login / Register' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  }
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await expect(modal).toBeVisible();
  return modal;
}

test('the sign-in modal opens over the page, keeps focus, closes on Escape and signs in where the shopper is', async ({
  page,
}, testInfo) => {
  test.slow();
  const mobile = testInfo.project.name === 'mobile';
  await visit(page, PAGE);
  await pageHydrated(page);

  let modal = await openSignIn(page, mobile);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(modal.getByLabel('Email address')).toBeFocused();
  // Tab and Shift+Tab go round inside the modal.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Shift+Tab');
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page, testInfo, 'sign-in modal');

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Focus goes back to what opened it: the header's Login, or on a phone the menu button (the menu's own link
  // closed with the menu).
  if (mobile) await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  else await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeFocused();

  // "Create an account" swaps in the sign-up modal; its "Sign in" swaps back.
  modal = await openSignIn(page, mobile);
  await modal.getByRole('link', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an Account' });
  await expect(signUp).toBeVisible();
  await expect(signUp.getByLabel('Full name')).toBeFocused();
  await expectNoSeriousA11yViolations(page, testInfo, 'sign-up modal');
  await signUp.getByRole('link', { name: 'Sign in' }).click();
  modal = page.getByRole('dialog', { name: 'Sign In' });
  await expect(modal).toBeVisible();

  // The forgotten-password steps work inside the modal too.
  await modal.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to sign in' }).click();
  modal = page.getByRole('dialog', { name: 'Sign In' });

  await modal.getByLabel('Email address').fill(MEENAKSHI.email);
  await modal.getByLabel('Password').fill(MEENAKSHI.password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'You have signed in successfully.' })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('USER_TOKEN'))).not.toBeNull();
  if (!mobile) await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
});

test('a new customer registers in the sign-up modal and stays on the page @desktop', async ({ page }, testInfo) => {
  test.slow();
  const email = `tara.modal.${Date.now()}@example.com`;
  await visit(page, '/list/shop-all');
  await pageHydrated(page);
  const register = page.getByRole('banner').getByRole('link', { name: 'Register' });
  await register.click();
  const modal = page.getByRole('dialog', { name: 'Create an Account' });
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Create Account' }).click();
  await expect(modal.getByText('Please enter your full name')).toBeVisible();
  await modal.getByLabel('Full name').fill('Tara Menon');
  await modal.getByLabel('Email address').fill(email);
  await modal.getByRole('textbox', { name: 'Mobile number' }).fill('9812345670');
  await modal.getByLabel('Password').fill('Lotus2026');
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Padmakshya' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/list\/shop-all$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'listing after registering in the modal');
});
