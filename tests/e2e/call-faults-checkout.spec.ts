import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api';
import {
  failureText,
  openPlain,
  plainAndSignedIn,
  runJourney,
  servePlainPages,
  toasts,
  type Fault,
  type Journey,
} from '../support/call-faults';
import { expect, test } from '../support/test';
import { addToBag, fillJaipurAddress } from '../support/shop';
import { pageHydrated, visit } from '../support/visit';

/**
 * Issue 13 §3, continued from call-faults.spec.ts: placing an order (cash on delivery and online), buying a
 * gift card, and the customer's address book at checkout and in the account. Each journey opens its page
 * afresh for each fault and acts; the faulted call never reaches the server.
 *
 * Two calls come only after the provider's window (paymentProcessing, giftcardpaymentProcessing): the sandbox
 * is paid for them, and reports that payment to the server itself (ADR 022), so each of those journeys places
 * real orders: a guest's, under an address of its own, and gift cards bought by Asha for an address of its
 * own; no journey reads either. Every other journey leaves the server as it found it.
 */

/** Made to order, so the orders these journeys place never take a piece from stock. */
const SAREE = { path: '/product/kanjeevaram-silk-saree-indigo', id: 105, name: 'Kanjeevaram Silk Saree Indigo' };
const ASHA = { email: 'asha.verma@example.in', password: 'Kundan@2026' };
/** Kavya has two saved addresses, Home (her default) and Work (README "Demo customers"). */
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };

/** The sandbox's window, over the page in its frame (server/payments/sandbox-window.ts). */
const paymentWindow = (page: Page) => page.frameLocator('iframe[title="Sandbox payment window"]');

/** The failure as an error toast with the exact text (shell §8 "order failures ... as an error toast"). */
const failureToast = (page: Page, fault: Fault) =>
  expect(toasts(page).filter({ hasText: failureText(fault) })).toBeVisible();

/** A guest with the saree in the bag and an address of their own, on the payment step's plain page after. */
async function guestAtPayment(page: Page) {
  await addToBag(page, SAREE.path);
  await visit(page, '/address');
  await pageHydrated(page);
  await page.getByLabel('Email address').fill(uniqueEmail('call-faults'));
  await fillJaipurAddress(page);
  await page.getByRole('button', { name: 'CONTINUE TO PAY' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await servePlainPages(page);
}

/**
 * Kavya signed in with the saree in her bag as the browser is told it (cartSessionData answered in the
 * browser): the address step lets a customer with a bag in, and her real bag is left alone.
 */
async function kavyaWithBag(page: Page) {
  await plainAndSignedIn(KAVYA)(page);
  const line = {
    ...{ product_id: SAREE.id, product_name: SAREE.name, product_slug: SAREE.path.split('/').pop() },
    ...{ product_image: '', product_type: 0, product_price: 7700, product_selling_price: 6550 },
    ...{ selected_variation: [], product_availability_status: 0, quantity: 1, cart_id: 1 },
  };
  await page.route(/\/web-api\/cartSessionData(\?|$)/, (route) =>
    route.fulfill({ json: { data: { status: 'success', resCartData: [line], cartSummary: null } } }),
  );
}

/** Each Pay Now carries a note of its own, so each is a new order (a new Idempotency-Key). */
let attempt = 0;

/** On the payment step, `method` chosen and Pay Now pressed; `inWindow` then, in the provider's window. */
const payNow =
  (method: 'Cash on Delivery' | 'UPI', inWindow?: 'Pay' | 'Close the payment window') => async (page: Page) => {
    await openPlain(page, '/checkout');
    await page.getByLabel('Order note').fill(`Call-fault journey, attempt ${(attempt += 1)}`);
    await page.getByRole('radio', { name: method }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const window = paymentWindow(page);
    if (inWindow === 'Pay') await window.getByRole('button', { name: /^Pay ₹/ }).click();
    else if (inWindow) await window.getByRole('button', { name: inWindow }).click();
  };

/** Still on the payment step, Pay Now usable again. */
async function payNowAgain(page: Page) {
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
}

const placing: { call: string; method: 'Cash on Delivery' | 'UPI'; inWindow?: 'Pay'; state: string }[] = [
  { call: 'checkOrderSummary', method: 'Cash on Delivery', state: 'the bag re-check before the order' },
  { call: 'makeCodOrder', method: 'Cash on Delivery', state: 'the order' },
  { call: 'createTempOrder', method: 'UPI', state: 'the temporary order (no window opens)' },
  { call: 'paymentProcessing', method: 'UPI', inWindow: 'Pay', state: "the payment's confirmation" },
];

const journeys: { journey: Journey; setup: (page: Page) => Promise<void> }[] = [
  ...placing.map(({ call, method, inWindow, state }) => ({
    setup: guestAtPayment,
    journey: {
      where: `/checkout (a guest), ${method}${inWindow ? ', paid in the window' : ''}, Pay Now pressed`,
      frame: 'checkout' as const,
      rows: [
        {
          call,
          state: `shell §8: ${state} failed: the message as an error toast; still on the payment step, no order`,
          check: async (page: Page, fault: Fault) => {
            await failureToast(page, fault);
            await payNowAgain(page);
          },
        },
      ],
      run: payNow(method, inWindow),
    },
  })),
  {
    setup: guestAtPayment,
    journey: {
      where: '/checkout (a guest), UPI, Pay Now pressed, the window closed',
      frame: 'checkout',
      rows: [
        {
          call: 'cancelTempOrder',
          state:
            "no spec state (ours, ADR 022: releases a closed window's order, which lapses anyway): nothing " +
            'shown, still on the payment step, Pay Now usable again',
          check: async (page) => {
            await payNowAgain(page);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: payNow('UPI', 'Close the payment window'),
    },
  },
  ...(['creategiftcardTempOrder', 'giftcardpaymentProcessing'] as const).map((call) => ({
    setup: plainAndSignedIn(ASHA),
    journey: {
      where: `/gifting (signed in), Pay pressed${call === 'giftcardpaymentProcessing' ? ', paid in the window' : ''}`,
      rows: [
        {
          call,
          state: 'shell §8: the gift card failure as an error toast; still on /gifting, the form kept',
          check: async (page: Page, fault: Fault) => {
            await failureToast(page, fault);
            await expect(page).toHaveURL(/\/gifting$/);
            await expect(page.getByLabel('Recipient name')).toHaveValue('Ananya Rao');
            await expect(page.getByRole('button', { name: 'Pay ₹11,000.00' })).toBeEnabled();
          },
        },
      ],
      run: async (page: Page) => {
        await openPlain(page, '/gifting');
        await page.getByRole('radio', { name: '₹11,000.00' }).check();
        await page.getByLabel('Recipient name').fill('Ananya Rao');
        await page.getByLabel('Recipient e-mail').fill(uniqueEmail('call-faults-gift'));
        await page.getByLabel('Recipient mobile').fill('9900112233');
        await page.getByRole('button', { name: 'Pay ₹11,000.00' }).click();
        if (call === 'giftcardpaymentProcessing') {
          await paymentWindow(page).getByRole('button', { name: 'Pay ₹11,000.00' }).click();
        }
      },
    },
  })),
  {
    setup: kavyaWithBag,
    journey: {
      where: '/address (signed in, saved addresses), the other address chosen',
      frame: 'checkout',
      rows: [
        {
          call: 'chooseAddress',
          state:
            "no spec state: the store's own line as an error toast (no server message is shown), the default " +
            'address stays chosen',
          check: async (page) => {
            await expect(
              toasts(page).filter({ hasText: 'This address could not be chosen. Please try again.' }),
            ).toBeVisible();
            const cards = page.getByRole('group', { name: 'Shipping address' });
            await expect(cards.getByRole('radio', { name: /Sea Breeze/ })).toBeChecked();
            await expect(cards.getByRole('radio', { name: /Kala Ghoda/ })).not.toBeChecked();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/address');
        const cards = page.getByRole('group', { name: 'Shipping address' });
        await expect(cards.getByRole('radio', { name: /Sea Breeze/ })).toBeChecked();
        // A click, not check(): the card stays unchosen until the server's answer says otherwise.
        await cards.locator('label').filter({ hasText: 'Kala Ghoda' }).click();
      },
    },
  },
  {
    setup: kavyaWithBag,
    journey: {
      where: '/address (signed in, saved addresses), Add New Address saved',
      frame: 'checkout',
      rows: [
        {
          call: 'userAddressProcess',
          state: 'shell §8: address save failure at checkout: the message as a toast; the form stays open',
          check: async (page, fault) => {
            await failureToast(page, fault);
            await expect(page.getByRole('dialog', { name: 'Add New Address' }).getByLabel('First name')).toHaveValue(
              'Farah',
            );
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/address');
        await page.getByRole('button', { name: 'Add New Address' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Address' });
        await fillJaipurAddress(dialog);
        await dialog.getByRole('button', { name: 'Save Address' }).click();
      },
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/account/my-address (signed in), Add Address saved',
      rows: [
        {
          call: 'userAddressProcess',
          state: 'catalogue §8: address save failure: the message in a red alert; the form stays open',
          check: async (page, fault) => {
            const dialog = page.getByRole('dialog', { name: 'Add Address' });
            await expect(dialog.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(dialog.getByLabel('First name')).toHaveValue('Farah');
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/account/my-address');
        await page.getByRole('button', { name: 'Add Address' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Address' });
        await fillJaipurAddress(dialog);
        await dialog.getByRole('button', { name: 'Save Address' }).click();
      },
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/account/my-address (signed in), Delete confirmed',
      rows: [
        {
          call: 'removeAddress',
          state: 'catalogue §8: a failed address delete shows the message as a toast; the address stays',
          check: async (page, fault) => {
            await failureToast(page, fault);
            await expect(page.getByRole('button', { name: 'Delete the Work address' })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/account/my-address');
        await page.getByRole('button', { name: 'Delete the Work address' }).click();
        await page
          .getByRole('alertdialog', { name: 'Are you sure about delete the address ?' })
          .getByRole('button', { name: 'Delete' })
          .click();
      },
    },
  },
];

test.describe('each call of placing an order and the address book, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup } of journeys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      await runJourney(page, journey, setup);
    });
  }
});
