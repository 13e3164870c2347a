import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { appStarted, pageHydrated, visit } from '../support/visit';

// catalogue §2 "Registration", "Sign-in" steps 2 and 3, "Verification and reset pages", §5; issue 11 §1: a new
// customer registers, verifies the e-mail from the link in the dev mailbox, forgets the password, resets it
// from the mailbox's single-use link (which signs out the other sessions) and signs in with the new one.

/** The path of the newest link to `route` in the mail sent to `to`. */
async function linkFromMailbox(page: Page, to: string, route: string): Promise<string> {
  const pattern = new RegExp(`/${route}/[A-Za-z0-9_-]+`);
  let found = '';
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
        messages: { body: string }[];
      };
      found = mailbox.messages.map((m) => pattern.exec(m.body)?.[0] ?? '').find(Boolean) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The stored user token; while the page is navigating (a lapsed session sends it home), 'navigating'. */
const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('USER_TOKEN')).catch(() => 'navigating');

test('a shopper registers, verifies the e-mail, resets a forgotten password and signs in with it', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `meera.${testInfo.project.name}.${Date.now()}@example.com`;

  await visit(page, '/register');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await page.getByLabel('Email address').fill('meera@');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('987654321');
  await page.getByLabel('Password').fill('lotus');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid Email Format')).toBeVisible();
  await expect(page.getByText('Phone Number must be in 10 Digits')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'registration with messages');

  // An e-mail already registered (a demo customer's) is refused and creates nothing.
  await page.getByLabel('Full name').fill('Meera Kapoor');
  await page.getByLabel('Email address').fill('asha.verma@example.in');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await page.getByLabel('Password').fill('Lotus2026');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('91');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Padmakshya' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(await storedToken(page)).toBeTruthy();

  await visit(page, await linkFromMailbox(page, email, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'Account Verified' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'account verified');

  // A forgotten password: step 2, then step 3 whatever the account.
  const session = await storedToken(page);
  await visit(page, '/login');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeFocused();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'check your email');

  const reset = await linkFromMailbox(page, email, 'change-password');
  await visit(page, reset);
  await pageHydrated(page);
  await page.getByLabel('New password', { exact: true }).fill('Marigold2027');
  await page.getByLabel('Confirm new password').fill('Marigold2028');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The password and confirmation password does not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Marigold2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'password changed');

  // The reset ended the session opened at registration: this browser's token is refused and removed, and the
  // shopper is sent home (shell §8). The next visit waits for that navigation, which would cut it short.
  expect(session).toBeTruthy();
  await visit(page, '/account/wishlist');
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await appStarted(page);

  // The link works once.
  await visit(page, reset);
  await pageHydrated(page);
  await page.getByLabel('New password', { exact: true }).fill('Marigold2029');
  await page.getByLabel('Confirm new password').fill('Marigold2029');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();

  await visit(page, '/login?redirect=/account/wishlist');
  await pageHydrated(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('Marigold2027');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed in successfully.' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/account/wishlist');
  expect(await storedToken(page)).toBeTruthy();
});
