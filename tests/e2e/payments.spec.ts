import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { addToBag, fillJaipurAddress } from '../support/shop';
import { pageHydrated, visit } from '../support/visit';

// issue 10 §4, §5, §6: online payment through the sandbox provider (the same browser API as Razorpay's:
// the storefront's code path is the one it takes with Razorpay), failure and retry, and a gift card bought
// and e-mailed. Made-to-order pieces, so parallel runs never run out of stock.
const SILK = { path: '/product/bandhani-silk-saree-rose', name: 'Bandhani Silk Saree Rose' };
const SAREE = { path: '/product/kanjeevaram-silk-saree-indigo', name: 'Kanjeevaram Silk Saree Indigo' };
// Each project pays as its own demo customer with saved addresses (README), so runs never share a bag.
const CUSTOMERS = {
  desktop: { email: 'kavya.nair@example.in', password: 'Ikat@2026', name: 'Kavya Nair', city: 'Mumbai' },
  mobile: { email: 'arjun.mehta@example.in', password: 'Bandhani@2026', name: 'Arjun Mehta', city: 'Jaipur' },
};

async function signIn(page: Page, customer: { email: string; password: string }, redirect = '/') {
  await visit(page, `/login?redirect=${encodeURIComponent(redirect)}`);
  await pageHydrated(page);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** The sandbox's window, over the page in its frame (server/payments/sandbox-window.ts). */
const paymentWindow = (page: Page) => page.frameLocator('iframe[title="Sandbox payment window"]');

test('a customer with a saved address pays by UPI in the sandbox, with a coupon', async ({ page }, testInfo) => {
  test.slow();
  const customer = CUSTOMERS[testInfo.project.name as keyof typeof CUSTOMERS];
  await signIn(page, customer);
  await addToBag(page, SILK.path);
  await visit(page, '/cart');
  await pageHydrated(page);
  const cartSummary = page.getByRole('region', { name: 'Order summary' });
  await cartSummary.getByLabel('Coupon').fill('FESTIVE2000');
  await cartSummary.getByRole('button', { name: 'Apply' }).first().click();
  await expect(cartSummary.getByText('FESTIVE2000', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // spec: shell §2 — a customer with saved addresses sees the cards, the default chosen, and their account.
  await expect(page).toHaveURL(/\/address$/);
  const cards = page.getByRole('group', { name: 'Shipping address' });
  await expect(cards.getByRole('radio').first()).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'address step, saved cards');
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Shipping details' })).toContainText(customer.city);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Coupon discount')).toBeVisible();
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const window = paymentWindow(page);
  await expect(window.getByRole('radio', { name: 'UPI' })).toBeChecked({ timeout: 20_000 });
  // ₹37,250 less ₹2,000 is ₹35,250; 3% GST ₹1,057.50; shipping free: ₹36,307.50.
  await window.getByRole('button', { name: 'Pay ₹36,307.50' }).click();

  await expect(page).toHaveURL(/\/thankyou\/PDK-[0-9A-Z]{10}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Thank you, ${customer.name}!` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^UPI$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '₹36,307.50' }).first()).toBeVisible();
  await expect(page.getByText('Coupon discount')).toBeVisible();

  // The confirmation e-mail is in the outbox (the dev mailbox shows it).
  const number = page.url().split('/').pop() ?? '';
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get(`/dev/mailbox?to=${customer.email}`)).json()) as {
        messages: { subject: string; body: string }[];
      };
      return mailbox.messages.some((m) => m.body.includes(number) || m.subject.includes(number));
    })
    .toBe(true);
});

test('a failed online payment is reported with its fields, releases the order, and a retry pays', async ({
  page,
}, testInfo) => {
  test.slow();
  await addToBag(page, SAREE.path);
  await visit(page, '/address');
  await pageHydrated(page);
  await page.getByLabel('Email address').fill(`retry-${testInfo.project.name}@example.com`);
  await fillJaipurAddress(page);
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('radio', { name: 'Debit/Credit Cards' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const window = paymentWindow(page);
  // The window opens on the method the shopper chose (Razorpay's prefill.method).
  await expect(window.getByRole('radio', { name: 'Card' })).toBeChecked({ timeout: 20_000 });
  await window.getByRole('button', { name: 'Fail payment' }).click();
  // spec: shell §8 — the failure's code, description, source, step, reason, order id and payment id.
  const alert = page.getByRole('alert').filter({ hasText: 'Payment failed.' });
  await expect(alert).toContainText('BAD_REQUEST_ERROR');
  await expect(alert).toContainText('payment_authorization');
  await expect(alert).toContainText(/order_\w+/);
  await expect(alert).toContainText(/pay_\w+/);
  // The shopper gives up in the window: what the temporary order held is released.
  await window.getByRole('button', { name: 'Close the payment window' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await paymentWindow(page)
    .getByRole('button', { name: /^Pay ₹/ })
    .click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/thankyou\/PDK-[0-9A-Z]{10}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you, Farah Khan!' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Debit/Credit Cards' })).toBeVisible();
});

test('a customer buys a gift card and its code reaches the recipient by e-mail', async ({ page }, testInfo) => {
  test.slow();
  const recipient = `gift-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  // A guest who pays is asked to sign in first, in the modal over /gifting (shell §2, issue 11 §1); the form
  // stays as filled and the payment goes on once they have.
  await visit(page, '/gifting');
  await pageHydrated(page);
  await page.getByRole('radio', { name: '₹21,000.00' }).check();
  await page.getByLabel('Recipient name').fill('Ananya Rao');
  await page.getByLabel('Recipient e-mail').fill(recipient);
  await page.getByLabel('Recipient mobile').fill('9900112233');
  await expectNoSeriousA11yViolations(page, testInfo, 'gift card purchase');
  await page.getByRole('button', { name: 'Pay ₹21,000.00' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await modal.getByLabel('Email address').fill('asha.verma@example.in');
  await modal.getByLabel('Password').fill('Kundan@2026');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/gifting$/);
  await paymentWindow(page).getByRole('button', { name: 'Pay ₹21,000.00' }).click({ timeout: 20_000 });

  await expect(page).toHaveURL(/\/giftcardthankyou\/PDG-/, { timeout: 30_000 });
  await expect(page.getByText('Your gift card has been sent to your email.')).toBeVisible();
  const code =
    (await page
      .getByRole('definition')
      .filter({ hasText: /^PDMK-GIFT-/ })
      .textContent()) ?? '';
  expect(code).toMatch(/^PDMK-GIFT-/);
  await expect(page.getByRole('definition').filter({ hasText: '₹21,000.00' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: recipient })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'gift card confirmation');

  const mailbox = (await (await page.request.get(`/dev/mailbox?to=${recipient}`)).json()) as {
    messages: { body: string }[];
  };
  expect(mailbox.messages.some((m) => m.body.includes(code))).toBe(true);
});
