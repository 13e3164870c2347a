import type { APIRequestContext, Page } from '@playwright/test';
import {
  customerHeaders,
  failureText,
  type Customer,
  type Fault,
  openPlain,
  plainAndSignedIn,
  runJourney,
  servePlainPages,
  signedIn,
  skeletons,
  toasts,
  type Journey,
} from '../support/call-faults';
import { API_CALL_TIMEOUT_MS } from '../support/api';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

/**
 * Issue 13 §3, continued from call-faults.spec.ts: the calls of the bag and the checkout's first steps (adding,
 * changing and removing lines, coupon and gift card, the address form's lists, the confirmation pages). Each
 * journey opens its page afresh for each fault and acts; the faulted call never reaches the server. The
 * signed-in bag journeys fill a demo customer's real bag first, and empty it after.
 *
 * The forms and taps outside the bag are in call-faults-forms.spec.ts, the account pages in
 * call-faults-account.spec.ts, placing an order, paying and the address book in call-faults-checkout.spec.ts.
 */

const JHUMKA = { slug: 'pearl-jhumka-earrings', name: 'Pearl Jhumka Earrings' };
const ROHAN = { email: 'rohan.iyer@example.in', password: 'Banarasi@2026' };
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };
const MEENAKSHI = { email: 'meenakshi.pillai@example.in', password: 'Temple@2026' };
const KAVYA_ORDER = 'PDK-KN7Q3M9X2A';

/**
 * Empties `customer`'s bag on the server through the API. The bag journeys below put the jhumkas in a demo
 * customer's real bag, which other journeys read (bag-merge.spec.ts signs in as her on a phone).
 */
async function emptyServerBag(request: APIRequestContext, customer: Customer) {
  // Each clean-up call bounded on its own, so a stuck one fails the journey in seconds rather than spending its
  // whole time (the server logs any request slower than SLOW_REQUEST_MS).
  const bounded = { timeout: API_CALL_TIMEOUT_MS };
  const headers = await customerHeaders(request, customer);
  const bag = (await (await request.post('/web-api/cartSessionData', { data: {}, headers, ...bounded })).json()) as {
    data?: { resCartData?: { cart_id?: number | null }[] };
  };
  for (const line of bag.data?.resCartData ?? []) {
    if (line.cart_id) {
      await request.post('/web-api/removeCartProduct', { data: { cart_id: line.cart_id }, headers, ...bounded });
    }
  }
}

/** The bag toaster's error toast, with the exact text. */
const bagToast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

async function addToBagOnProductPage(page: Page) {
  await visit(page, `/product/${JHUMKA.slug}`);
  await pageHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
}

/** A guest with the jhumkas in the bag, on plain pages from here on. */
async function guestWithBag(page: Page) {
  await addToBagOnProductPage(page);
  await expect(page.getByRole('dialog', { name: /shopping bag/ })).toBeVisible({ timeout: 20_000 });
  await servePlainPages(page);
}

const actionJourneys: { journey: Journey; setup?: (page: Page) => Promise<void>; cleansBag?: boolean }[] = [
  {
    journey: {
      where: '/product/{slug}, a guest taps Add to Cart',
      rows: [
        {
          call: 'addToCart',
          state: 'shell §8: the failure shows in a toast and the bag is unchanged (no bag opened, no count)',
          check: async (page, fault) => {
            await expect(bagToast(page, failureText(fault))).toBeVisible();
            await expect(page.getByRole('dialog', { name: /shopping bag/ })).toHaveCount(0);
            expect(await page.evaluate(() => localStorage.getItem('CART_SESSION'))).toBeNull();
          },
        },
      ],
      run: addToBagOnProductPage,
    },
  },
  {
    setup: signedIn(ROHAN),
    journey: {
      where: '/product/{slug}, a signed-in customer taps Add to Cart',
      rows: [
        {
          call: 'addToCartSession',
          state: 'shell §8: the failure shows in a toast and the bag is unchanged',
          check: async (page, fault) => {
            await expect(bagToast(page, failureText(fault))).toBeVisible();
            await expect(page.getByRole('dialog', { name: /shopping bag/ })).toHaveCount(0);
          },
        },
      ],
      run: addToBagOnProductPage,
    },
  },
  {
    setup: servePlainPages,
    journey: {
      where: '/thankyou/{number}, first load',
      rows: [
        {
          call: 'getOrderDetail',
          state: 'shell §8: loading stops; the page says the order was not found, with Continue Shopping',
          check: async (page) => {
            await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
            await expect(skeletons(page, 'main')).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, `/thankyou/${KAVYA_ORDER}`),
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/giftcardthankyou/{id} (signed in), first load',
      rows: [
        {
          call: 'getgiftcardOrderDetail',
          state: 'shell §8: loading stops; the page says the gift card was not found, with Continue Shopping',
          check: async (page) => {
            await expect(page.getByRole('heading', { name: 'Gift card not found' })).toBeVisible();
            await expect(skeletons(page, 'main')).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/giftcardthankyou/GC-NOT-REAL'),
    },
  },
  {
    setup: guestWithBag,
    journey: {
      where: '/cart (a guest with a bag), a coupon and a gift card applied',
      rows: [
        {
          call: 'select-coupon',
          state: "shell §8: the failure as an error toast; the bag's total unchanged",
          check: async (page, fault) => {
            await expect(
              toasts(page)
                .filter({ hasText: failureText(fault) })
                .first(),
            ).toBeVisible();
          },
        },
        {
          call: 'select-giftcard',
          state: 'shell §8: the failure as an error toast',
          check: async (page, fault) => {
            await expect(
              toasts(page)
                .filter({ hasText: failureText(fault) })
                .first(),
            ).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/cart');
        const summary = page.getByRole('region', { name: 'Order summary' });
        await summary.getByLabel('Coupon').fill('FESTIVE2000');
        await summary.getByRole('button', { name: 'Apply' }).first().click();
        await summary.getByLabel('Gift card').fill('PDMK-GIFT-11000');
        await summary.getByRole('button', { name: 'Apply' }).last().click();
      },
    },
  },
  ...(['minusToCartSession', 'removeCartProduct'] as const).map((call) => ({
    cleansBag: true,
    setup: async (page: Page) => {
      await signedIn(MEENAKSHI)(page);
      await addToBagOnProductPage(page);
      await expect(page.getByRole('dialog', { name: /shopping bag/ })).toBeVisible({ timeout: 20_000 });
      await servePlainPages(page);
    },
    journey: {
      where: `/cart (signed in, a bag), ${call === 'minusToCartSession' ? 'Decrease quantity' : 'Remove'} pressed`,
      rows: [
        {
          call,
          state: 'shell §8: the failure shows in a toast and the line is unchanged',
          check: async (page: Page, fault: Fault) => {
            await expect(bagToast(page, failureText(fault))).toBeVisible();
            await expect(page.getByRole('row', { name: new RegExp(JHUMKA.name) })).toBeVisible();
          },
        },
      ],
      run: async (page: Page) => {
        await openPlain(page, '/cart');
        const line = page.getByRole('row', { name: new RegExp(JHUMKA.name) });
        await line
          .getByRole('button', { name: call === 'minusToCartSession' ? 'Decrease quantity' : `Remove ${JHUMKA.name}` })
          .click();
      },
    },
  })),
  {
    setup: guestWithBag,
    journey: {
      where: '/address (a guest with a bag), first load: the address form',
      frame: 'checkout',
      rows: [
        {
          call: 'getCountryData',
          state: 'no spec state: the form stays, no message (the country list is left empty)',
          check: async (page) => {
            await expect(page.getByLabel('First name')).toBeVisible();
            await expect(toasts(page)).toHaveCount(0);
          },
        },
        {
          call: 'getallStates',
          state: 'no spec state: the form stays, no message (the state list is left empty)',
          check: async (page) => {
            await expect(page.getByLabel('State')).toBeVisible();
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/address'),
    },
  },
  {
    setup: guestWithBag,
    journey: {
      where: '/address (a guest with a bag), a state chosen',
      frame: 'checkout',
      rows: [
        {
          call: 'getCityByState',
          state: 'no spec state: the city list stays empty, no message, the form stays',
          check: async (page) => {
            await expect(page.getByLabel('City')).toBeVisible();
            await expect(page.getByLabel('City').locator('option', { hasText: 'Jaipur' })).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/address');
        await page.getByLabel('State').selectOption({ label: 'Rajasthan' });
      },
    },
  },
];

const title = (journey: Journey) => `${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`;

test.describe('each call an action makes, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup } of actionJourneys.filter((j) => !j.cleansBag)) {
    test(title(journey), async ({ page }) => runJourney(page, journey, setup));
  }
});

/**
 * The journeys that fill Meenakshi's real bag, one after the other and each emptying it after itself. Run side
 * by side, one's clean-up emptied the bag the other was still pressing buttons in: its next page showed no
 * line to press, and the journey waited for one until its timeout.
 */
test.describe("each bag action, failed, on a demo customer's bag: the spec state, never a blank page @desktop", () => {
  test.describe.configure({ mode: 'default' });
  for (const { journey, setup } of actionJourneys.filter((j) => j.cleansBag)) {
    test(title(journey), async ({ page }) => {
      try {
        await runJourney(page, journey, setup);
      } finally {
        await emptyServerBag(page.request, MEENAKSHI);
      }
    });
  }
});
