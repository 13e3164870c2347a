import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { addToBag } from '../support/shop';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// spec: shell §2 "Address step", "Payment step", "Order confirmation", §4, §5; issue 10 §2, §3, §5. A
// made-to-order saree, so parallel runs never run out of stock: ₹7,700.00 less ₹1,150.00 is ₹6,550.00, under
// the free-shipping threshold (₹250.00 shipping), GST ₹196.50 on ₹6,550.00, total ₹6,996.50.
const SAREE = { path: '/product/kanjeevaram-silk-saree-indigo', name: 'Kanjeevaram Silk Saree Indigo' };

const addSareeToBag = (page: Page) => addToBag(page, SAREE.path);

test('a guest checks out with cash on delivery, from the bag to a printable thank-you page', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await addSareeToBag(page);
  await visit(page, '/cart');
  await pageHydrated(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await pageHydrated(page);

  // The checkout's own header: logo and steps, no site header or footer.
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Address');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // spec: shell §5 — the messages in their order, each at its field; focus goes to the first.
  const email = page.getByLabel('Email address');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page.getByText('Please enter Email Address')).toBeVisible();
  await expect(page.getByText('Please Enter Mobile NUmber')).toBeVisible();
  await expect(page.getByText('Please enter Address (Villa/Apt#, Building Name & Street)')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill('meera@example');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page.getByText('Please enter valid Email Address')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'address step with messages');

  await email.fill('meera.kapoor@example.com');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Kapoor');
  await page.getByLabel('Mobile number').fill('98 7654 3210');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByLabel('House / Apartment / Suite').fill('Flat 4B, Lotus Residency');
  await page.getByLabel('Street address').fill('12 MI Road');
  await page.getByLabel('Postal code').fill('30200');
  await page.getByLabel('State').selectOption({ label: 'Rajasthan' });
  await page.getByLabel('City').selectOption({ label: 'Jaipur' });
  await page.getByLabel('Address type').selectOption('Other');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page.getByText('Please enter Correct Pincode')).toBeVisible();
  await expect(page.getByText('Please enter Other')).toBeVisible();
  await page.getByLabel('Postal code').fill('302001');
  await page.getByLabel('Other', { exact: true }).fill('Studio');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const shipping = page.getByRole('region', { name: 'Shipping details' });
  await expect(shipping).toContainText('Meera Kapoor');
  await expect(shipping).toContainText('Jaipur, Rajasthan, India 302001');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(SAREE.name);
  await expect(summary.getByRole('definition').filter({ hasText: '₹196.50' })).toBeVisible();
  await expect(summary.getByRole('definition').filter({ hasText: '₹250.00' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, testInfo, 'payment step');

  // ADR 024: the server draws the payment step with the guest's address and bag, from their cookie
  // mirrors, and the page hydrates as it was drawn.
  const drawn = await (await page.request.get('/checkout', { headers: { accept: 'text/html' } })).text();
  const root = drawn.slice(drawn.indexOf('<div id="root">'), drawn.indexOf('id="page-state"'));
  expect(root).toContain('12 MI Road');
  expect(root).toContain(SAREE.name);
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|react\.dev\/errors\/(418|419|421|422|423|425)/i.test(message.text())) hydration.push(message.text());
  });
  await page.reload();
  await pageHydrated(page);
  await expect(shipping).toContainText('Meera Kapoor');
  expect(hydration, 'hydration errors in the console').toEqual([]);

  // Change goes back to the address, kept: after a reload too (the server draws the page without it).
  await shipping.getByRole('link', { name: 'Change' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await page.reload();
  await pageHydrated(page);
  await expect(page.getByLabel('First name')).toHaveValue('Meera');
  await expect(page.getByLabel('City')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Order note').fill('Please gift wrap.');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/thankyou\/PDK-[0-9A-Z]{10}$/, { timeout: 20_000 });
  const number = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Thank you, Meera Kapoor!' })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '₹6,996.50' }).first()).toBeVisible();
  await expect(page.getByText('Kanjeevaram Silk Saree Indigo')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'thank-you page');

  // The bag is empty after the order (shell §4: the sessions are cleared).
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('CART_SESSION'), localStorage.getItem('ADDRESS_SESSION')]))
    .toEqual([null, null]);
  await expect
    .poll(async () => (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('sm_')))
    .toEqual([]);

  // Printed: the invoice alone, no buttons, with the GST line.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await expect(page.getByText('Tax (3% GST)')).toBeVisible();
  await expect(page.getByText('Padmakshya — Order confirmation')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Another browser does not hold the order's token: it gets the not-found state.
  const stranger = await browser.newPage();
  await visit(stranger, `/thankyou/${number}`);
  await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await stranger.close();
});

test('a guest with nothing to check out is sent home from /address and /checkout', async ({ page }) => {
  await visit(page, '/address');
  await expect(page).toHaveURL(/\/$/);
  await visit(page, '/checkout');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest signs in at the address step and checks out as the customer, the bag kept', async ({
  page,
}, testInfo) => {
  test.slow();
  await addSareeToBag(page);
  await visit(page, '/address');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Purchased before? Sign in' }).click();
  // spec: shell §5 "Checkout login" — an invalid e-mail and a missing password are named.
  await page.getByLabel('Email address').fill('asha.verma');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter valid Email Id')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await page.getByLabel('Email address').fill('asha.verma@example.in');
  await page.getByLabel('Password').fill('Kundan@2026');
  await page.getByRole('button', { name: 'Login' }).click();

  // Signed in: her name, e-mail and Logout; the guest bag merged into hers and still in the summary.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('asha.verma@example.in');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(SAREE.name);
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'address step, signed in at checkout');
  expect(await page.evaluate(() => localStorage.getItem('CART_SESSION'))).toBeNull();
});
