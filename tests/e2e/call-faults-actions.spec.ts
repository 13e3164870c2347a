import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_HEADERS, postCall } from '../support/api';
import {
  failureText,
  type Fault,
  openPlain,
  runJourney,
  servePlainPages,
  skeletons,
  toasts,
  type Journey,
} from '../support/call-faults';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

/**
 * Issue 13 §3, continued from call-faults.spec.ts: the calls made by a shopper's actions (bag, wishlist,
 * forms, checkout) and the signed-in customer's own pages. Each journey opens its page afresh for each
 * fault and acts; the faulted call never reaches the server, so no journey changes what the others see.
 */

const JHUMKA = { slug: 'pearl-jhumka-earrings', name: 'Pearl Jhumka Earrings' };
const ROHAN = { email: 'rohan.iyer@example.in', password: 'Banarasi@2026' };
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };
const MEENAKSHI = { email: 'meenakshi.pillai@example.in', password: 'Temple@2026' };
const KAVYA_ORDER = 'PDK-KN7Q3M9X2A';

/** Signs `customer` in through the API and puts the token in storage before each page's first script. */
function signedIn(customer: { email: string; password: string }) {
  return async (page: Page) => {
    const answer = (await (
      await postCall(page.request, 'logincheck', {
        user_email: customer.email,
        user_password: customer.password,
        session_data: [],
        user_type: 1,
      })
    ).json()) as { user_token?: string };
    expect(answer.user_token, 'signed in').toBeTruthy();
    await page.addInitScript((token) => localStorage.setItem('USER_TOKEN', token), answer.user_token ?? '');
  };
}

/**
 * Empties `customer`'s bag on the server through the API. The bag journeys below put the jhumkas in a demo
 * customer's real bag, which other journeys read (bag-merge.spec.ts signs in as her on a phone).
 */
async function emptyServerBag(request: APIRequestContext, customer: { email: string; password: string }) {
  const signIn = (await (
    await postCall(request, 'logincheck', {
      user_email: customer.email,
      user_password: customer.password,
      session_data: [],
      user_type: 1,
    })
  ).json()) as { user_token?: string };
  const headers = { ...ACCESS_HEADERS, Authorization: `Bearer ${signIn.user_token ?? ''}` };
  const bag = (await (await request.post('/web-api/cartSessionData', { data: {}, headers })).json()) as {
    data?: { resCartData?: { cart_id?: number | null }[] };
  };
  for (const line of bag.data?.resCartData ?? []) {
    if (line.cart_id) await request.post('/web-api/removeCartProduct', { data: { cart_id: line.cart_id }, headers });
  }
}

/** Both setups: signed in, pages served plain (so the page's calls are the browser's). */
const plainAndSignedIn = (customer: { email: string; password: string }) => async (page: Page) => {
  await signedIn(customer)(page);
  await servePlainPages(page);
};

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
    setup: signedIn(ROHAN),
    journey: {
      where: '/product/{slug}, a signed-in customer taps the wishlist heart',
      rows: [
        {
          call: 'add-to-fav',
          state: 'shell §8: the failure shows in a toast; the heart stays as it was',
          check: async (page, fault) => {
            await expect(bagToast(page, failureText(fault))).toBeVisible();
            await expect(page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first()).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await visit(page, `/product/${JHUMKA.slug}`);
        await pageHydrated(page);
        await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
      },
    },
  },
  {
    journey: {
      where: '/product/{slug}, Drop a Hint sent',
      rows: [
        {
          call: 'recipentprocess',
          state: 'catalogue §8: the message in a red banner; the modal stays open',
          check: async (page, fault) => {
            const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
            await expect(dialog.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await visit(page, `/product/${JHUMKA.slug}`);
        await pageHydrated(page);
        await page.getByRole('button', { name: 'Drop a Hint' }).click();
        const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
        await dialog.getByLabel("Recipient's Name").fill('Kavya Menon');
        await dialog.getByLabel("Recipient's Email").fill('kavya.menon@example.in');
        await dialog.getByLabel('Your Name').fill('Arjun Menon');
        await dialog.getByLabel('Your Email').fill('arjun@example.in');
        await dialog.getByRole('button', { name: 'SEND' }).click();
      },
    },
  },
  {
    journey: {
      where: '/ (any page), the newsletter drawer submitted',
      rows: [
        {
          call: 'subscription-process',
          state: 'shell §8: the message in a danger alert in the drawer',
          check: async (page, fault) => {
            const drawer = page.getByRole('dialog', { name: 'Newsletter' });
            await expect(drawer.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await visit(page, '/faq');
        await pageHydrated(page);
        await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Newsletter' });
        await drawer.getByLabel('Email address').fill('faults@example.com');
        await drawer.getByRole('button', { name: 'Subscribe', exact: true }).click();
      },
    },
  },
  {
    journey: {
      where: '/order-status, Track pressed',
      rows: [
        {
          call: 'track-order',
          state: 'the message in a red alert under the form; the form stays',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Track' })).toBeEnabled();
          },
        },
      ],
      run: async (page) => {
        await visit(page, '/order-status');
        await pageHydrated(page);
        await page.getByLabel('Order Id').fill('PDK-KN9T5W1P3D');
        await page.getByLabel('Email address').fill(KAVYA.email);
        await page.getByRole('button', { name: 'Track' }).click();
      },
    },
  },
  {
    journey: {
      where: '/login, Sign In pressed',
      rows: [
        {
          call: 'logincheck',
          state: 'catalogue §8: the message in a red alert; still signed out, still on /login',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page).toHaveURL(/\/login/);
            expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN'))).toBeNull();
          },
        },
      ],
      run: async (page) => {
        await visit(page, '/login');
        await pageHydrated(page);
        await page.getByLabel('Email address').fill(ROHAN.email);
        await page.getByLabel('Password').fill(ROHAN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
      },
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/my-account (signed in), first load: the frame and the overview',
      rows: [
        {
          call: 'get-user-data',
          state: 'shell §8: the user data load ends silently (no "Session expired": the token is kept)',
          check: async (page) => {
            await expect(toasts(page)).toHaveCount(0);
            expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN'))).not.toBeNull();
          },
        },
        {
          call: 'getFavCount',
          state: 'shell §2: no wishlist count shown, no message',
          check: async (page) => expect(toasts(page)).toHaveCount(0),
        },
        {
          call: 'cartSessionData',
          state: 'shell §8: a failed server cart load leaves the bag empty (no count badge), no message',
          check: async (page) => {
            await expect(page.locator('header').getByLabel('Cart', { exact: true })).toBeVisible();
            await expect(page.locator('#cart-count')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
        {
          call: 'recent-order',
          state: 'catalogue §8: the overview stops loading, no message',
          check: async (page) => {
            await expect(skeletons(page, 'main')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/my-account'),
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/account/my-order (signed in), first load',
      rows: [
        {
          call: 'get-order-data',
          state: 'catalogue §8: the order history stops loading, no message',
          check: async (page) => {
            await expect(skeletons(page, 'main')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/account/my-order'),
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/order-detail/{number} (signed in), first load',
      rows: [
        {
          call: 'get-order-detail',
          state: 'shell §8: order detail silently stops loading (no skeleton); the frame stays',
          check: async (page) => {
            await expect(skeletons(page, 'main')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, `/order-detail/${KAVYA_ORDER}`),
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/account/wishlist (signed in), first load',
      rows: [
        {
          call: 'user-fav-data',
          state: 'catalogue §8: the wishlist stops loading, no message',
          check: async (page) => {
            await expect(skeletons(page, 'main')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/account/wishlist'),
    },
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/account/my-address (signed in), first load',
      rows: [
        {
          call: 'get-user-address',
          state: 'catalogue §8: the addresses stop loading, no message',
          check: async (page) => {
            await expect(skeletons(page, 'main')).toHaveCount(0);
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: (page) => openPlain(page, '/account/my-address'),
    },
  },
  {
    journey: {
      where: '/login, Forgot password? then Send reset link',
      rows: [
        {
          call: 'forgotpassword',
          state: 'catalogue §8: the message in a red alert; the form stays (step 2)',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/login');
        await page.getByRole('main').getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('main').getByLabel('Email address').fill(ROHAN.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
      },
    },
    setup: servePlainPages,
  },
  {
    journey: {
      where: '/register, Create Account pressed',
      rows: [
        {
          call: 'registerprocess',
          state: 'catalogue §8: the message in a red alert; still on the form, signed out',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
            expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN'))).toBeNull();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/register');
        await page.getByLabel('Full name').fill('Meera Kapoor');
        await page.getByLabel('Email address').fill('meera.faults@example.com');
        await page.getByRole('textbox', { name: 'Mobile number' }).fill('9900112233');
        await page.getByLabel('Password').fill('Lotus2026');
        await page.getByRole('button', { name: 'Create Account' }).click();
      },
    },
    setup: servePlainPages,
  },
  {
    setup: plainAndSignedIn(KAVYA),
    journey: {
      where: '/my-account (signed in), Logout confirmed',
      rows: [
        {
          call: 'logout',
          state:
            'catalogue §4 (success only); the store signs out on this browser and goes home even so, so a sign-out ' +
            'never leaves a token behind (src/data/account/logout.ts)',
          check: async (page) => {
            // The token comes back with the next page here only because the journey's init script puts it there.
            await expect(page).toHaveURL(/\/$/);
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/my-account');
        await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
        await page
          .getByRole('alertdialog', { name: 'Are you sure ? Want to log out' })
          .getByRole('button', { name: 'Logout' })
          .click();
      },
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

/** The journeys that fill Meenakshi's real bag, emptied after each. */
const cleansBag = new Set(actionJourneys.filter((j) => j.cleansBag).map((j) => j.journey));

test.describe('each call an action makes, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup } of actionJourneys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      try {
        await runJourney(page, journey, setup);
      } finally {
        if (cleansBag.has(journey)) await emptyServerBag(page.request, MEENAKSHI);
      }
    });
  }
});
