import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { addToBag } from '../support/shop';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// catalogue §2 "Account area", §4 (status table, cancel), §5, §6; issue 11 §2, §3. A new customer (registered
// here, so no other journey shares the bag) places a COD order, finds it in the overview and the history,
// opens it, cancels it with a reason and sees the tracker say Cancelled; another customer cannot open it.
const SAREE = { path: '/product/kanjeevaram-silk-saree-indigo', name: 'Kanjeevaram Silk Saree Indigo' };
const ARJUN = { email: 'arjun.mehta@example.in', password: 'Bandhani@2026' };
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };

async function signIn(page: Page, customer: { email: string; password: string }, redirect: string) {
  await visit(page, `/login?redirect=${encodeURIComponent(redirect)}`);
  await pageHydrated(page);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirect, { timeout: 20_000 });
}

test('a new customer orders, finds the order in the account, cancels it, and no one else can see it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = `leela.${testInfo.project.name}.${Date.now()}@example.com`;

  // A visitor without a session is sent to sign in, and comes back after.
  await visit(page, '/account/my-order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fmy-order$/);

  await visit(page, '/register');
  await pageHydrated(page);
  await page.getByLabel('Full name').fill('Leela Rao');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9900112233');
  await page.getByLabel('Password').fill('Jasmine2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Home after REGISTER_REDIRECT_MS, once its data has come: slow while the server warms its listings at start.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });

  // The overview before any order: the spec's empty state.
  await visit(page, '/my-account');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible({ timeout: 20_000 });
  await visit(page, '/account/my-order');
  await expect(page.getByText('No Orders Found!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    '/list/shop-all',
  );

  // A COD order of the made-to-order saree (never out of stock), with a new address.
  await addToBag(page, SAREE.path);
  await visit(page, '/address');
  await pageHydrated(page);
  await page.getByLabel('First name').fill('Leela');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Mobile number').fill('9900112233');
  await page.getByLabel('House / Apartment / Suite').fill('12 Palm Grove');
  await page.getByLabel('Street address').fill('Residency Road');
  await page.getByLabel('Postal code').fill('560025');
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await page.getByLabel('City').selectOption({ label: 'Bengaluru' });
  await page.getByLabel('Address type').selectOption('Home');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/thankyou\/PDK-[0-9A-Z]{10}$/, { timeout: 20_000 });
  const number = page.url().split('/').pop() ?? '';

  // The overview and the history list it; its detail shows the tracker at Order Placed.
  await visit(page, '/my-account');
  await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, testInfo, 'account overview');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/account\/my-order$/);
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${number}$`));
  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker).toContainText('Order Placed');
  await expect(tracker).toContainText('Item Picked Up');
  await expect(page.getByText(SAREE.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'order detail');

  // Cancel: a reason is needed, then the order is cancelled and the page reloads after 1 s.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('Please choose cancel reason')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'cancel order modal');
  await dialog.getByRole('radio', { name: 'Order Created by Mistake' }).check();
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Your order has been cancelled.').first()).toBeVisible();
  await reloaded;
  await pageHydrated(page);
  await expect(tracker).toContainText('Cancelled', { timeout: 15_000 });
  await expect(tracker).not.toContainText('Item Picked Up');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // Addresses: the one saved at checkout; add a second (the form's own messages first), edit it, delete it.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/my-address$/);
  await pageHydrated(page);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add Address' });
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Please Enter First Name')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'address form with messages');
  await form.getByLabel('First name').fill('Leela');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Mobile number').fill('9900112233');
  await form.getByLabel('House / Apartment / Suite').fill('Studio 4, Lavelle Lofts');
  await form.getByLabel('Street address').fill('Lavelle Road');
  await form.getByLabel('Postal code').fill('560001');
  await form.getByLabel('State').selectOption({ label: 'Karnataka' });
  await form.getByLabel('City').selectOption({ label: 'Bengaluru' });
  await form.getByLabel('Address type').selectOption('Work');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Edit the Work address' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel('Street address')).toHaveValue('Lavelle Road');
  await edit.getByLabel('Street address').fill('17 Lavelle Road');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Studio 4, Lavelle Lofts, 17 Lavelle Road')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete the Work address' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure about delete the address ?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(1, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, testInfo, 'addresses');

  // Account Details: the password change, 1 show → 2 form → 3 success → 1 after 2.5 s; this session stays.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Account Detail' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('main').getByText(email)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Marigold2027');
  await page.getByLabel('Confirm new password').fill('Marigold2028');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password and confirm password should be same')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'profile password change');
  await page.getByLabel('Confirm new password').fill('Marigold2027');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN'))).toBeTruthy();

  // Another customer asking for this order gets the not-found state.
  const other = await browser.newPage();
  await signIn(other, ARJUN, '/my-account');
  await visit(other, `/order-detail/${number}`);
  await expect(other.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: 20_000 });
  await other.close();

  // The new password signs in.
  await page.evaluate(() => localStorage.removeItem('USER_TOKEN'));
  await signIn(page, { email, password: 'Marigold2027' }, '/account/my-order');
  await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible({ timeout: 20_000 });
});

test("a demo customer's orders show the tracker of each status", async ({ page }, testInfo) => {
  test.slow();
  await signIn(page, KAVYA, '/account/my-order');
  // Her six demo orders (fixtures/checkout/demo-orders.json), and any the payment journeys placed as her since.
  await expect(page.getByRole('link', { name: 'Order PDK-KN2B6J8Y4E' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.getByRole('link', { name: /^Order PDK-KN/ }).count()).toBeGreaterThanOrEqual(6);
  await expectNoSeriousA11yViolations(page, testInfo, 'order history');
  // Delivered: all four steps complete, no Cancel Order.
  await visit(page, '/order-detail/PDK-KN2B6J8Y4E');
  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
  await expect(tracker).toContainText('Delivered');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // On hold: the step is current.
  await visit(page, '/order-detail/PDK-KN3C9N4K7H');
  await expect(tracker.locator('[aria-current="step"]')).toContainText('On Hold', { timeout: 20_000 });

  // Logout asks first, then signs out and goes home.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure ? Want to log out' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('USER_TOKEN'))).toBeNull();
});
