import type { Page } from '@playwright/test';
import {
  customerHeaders,
  failureText,
  openPlain,
  plainAndSignedIn,
  runJourney,
  servePlainPages,
  silentRow,
  skeletons,
  toasts,
  type Journey,
} from '../support/call-faults';
import { expect, test } from '../support/test';

/**
 * Issue 13 §3, continued from call-faults.spec.ts: the signed-in customer's own pages, their first loads and
 * their actions, and the password forms of the account area. Each journey opens its page afresh for each
 * fault; the faulted call never reaches the server, so no journey changes what the others see.
 */

const ASHA = { email: 'asha.verma@example.in', password: 'Kundan@2026' };
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };
/** Kavya's demo order at "Order Placed", the one status with Cancel Order (catalogue §4). */
const KAVYA_ORDER = 'PDK-KN7Q3M9X2A';
const JHUMKA = { id: 6, name: 'Pearl Jhumka Earrings' };

async function fillNewPassword(page: Page) {
  await page.getByLabel('New password', { exact: true }).fill('Marigold@2027');
  await page.getByLabel('Confirm new password').fill('Marigold@2027');
}

/** A signed-in page whose first load makes one call, which failing ends the loading with nothing said. */
const firstLoad = (where: string, path: string, call: string, state: string): Journey => ({
  where: `${where} (signed in), first load`,
  rows: [silentRow(call, state)],
  run: (page) => openPlain(page, path),
});

/**
 * Kavya's wishlist holds the jhumkas for the journey (no demo customer keeps a wishlist), and not after:
 * taken out first (addToFavList toggles), then kept.
 */
async function keepJhumkas(page: Page, kept: boolean) {
  const headers = await customerHeaders(page.request, KAVYA);
  const data = { product_id: JHUMKA.id };
  await page.request.post('/web-api/remove-fav-wishlist', { data, headers });
  if (kept) expect((await page.request.post('/web-api/addToFavList', { data, headers })).ok()).toBe(true);
}

const journeys: { journey: Journey; setup: (page: Page) => Promise<void>; cleanUp?: (page: Page) => Promise<void> }[] =
  [
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
          silentRow('recent-order', 'catalogue §8: the overview stops loading, no message'),
        ],
        run: (page) => openPlain(page, '/my-account'),
      },
    },
    ...[
      firstLoad(
        '/account/my-order',
        '/account/my-order',
        'get-order-data',
        'catalogue §8: the order history stops loading, no message',
      ),
      firstLoad(
        '/order-detail/{number}',
        `/order-detail/${KAVYA_ORDER}`,
        'get-order-detail',
        'shell §8: order detail silently stops loading (no skeleton); the frame stays',
      ),
      firstLoad(
        '/account/wishlist',
        '/account/wishlist',
        'user-fav-data',
        'catalogue §8: the wishlist stops loading, no message',
      ),
      firstLoad(
        '/account/my-address',
        '/account/my-address',
        'get-user-address',
        'catalogue §8: the addresses stop loading, no message',
      ),
    ].map((journey) => ({ setup: plainAndSignedIn(KAVYA), journey })),
    {
      setup: plainAndSignedIn(KAVYA),
      journey: {
        where: '/order-detail/{number} (signed in, an order placed), Cancel Order with a reason',
        rows: [
          {
            call: 'cancel-order',
            state: 'catalogue §8: the message in a red alert in the cancel dialog; the order is not cancelled',
            check: async (page, fault) => {
              const dialog = page.getByRole('dialog', { name: `Cancel order ${KAVYA_ORDER}` });
              await expect(dialog.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
              await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
              // By its label rather than role: the open dialog hides the page from the accessibility tree.
              await expect(page.locator('[aria-label="Order progress"]')).not.toContainText('Cancelled');
            },
          },
        ],
        run: async (page) => {
          await openPlain(page, `/order-detail/${KAVYA_ORDER}`);
          await page.getByRole('button', { name: 'Cancel Order' }).click();
          const dialog = page.getByRole('dialog', { name: `Cancel order ${KAVYA_ORDER}` });
          await dialog.getByRole('radio', { name: 'Order Created by Mistake' }).check();
          await dialog.getByRole('button', { name: 'Cancel Order' }).click();
        },
      },
    },
    {
      setup: async (page) => {
        await keepJhumkas(page, true);
        await plainAndSignedIn(KAVYA)(page);
      },
      cleanUp: (page) => keepJhumkas(page, false),
      journey: {
        where: '/account/wishlist (signed in, a piece kept), Remove pressed',
        rows: [
          {
            call: 'remove-fav-wishlist',
            state:
              'no spec state (catalogue §7: its answer is not shown): the piece stays listed, Remove can be ' +
              'pressed again, no message',
            check: async (page) => {
              const remove = page.getByRole('button', { name: `Remove ${JHUMKA.name} from wishlist` });
              await expect(remove).toBeEnabled();
              await expect(page.getByRole('main').getByRole('link', { name: JHUMKA.name })).toBeVisible();
              await expect(toasts(page)).toHaveCount(0);
            },
          },
        ],
        run: async (page) => {
          await openPlain(page, '/account/wishlist');
          await expect(skeletons(page, 'main')).toHaveCount(0);
          await page.getByRole('button', { name: `Remove ${JHUMKA.name} from wishlist` }).click();
        },
      },
    },
    {
      setup: plainAndSignedIn(KAVYA),
      journey: {
        where: '/my-account (signed in), Logout confirmed',
        rows: [
          {
            call: 'logout',
            state:
              'catalogue §4 (success only); the store signs out on this browser and goes home even so, so a ' +
              'sign-out never leaves a token behind (src/data/account/logout.ts)',
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
        where: '/change-password/{token}, Reset Password pressed',
        rows: [
          {
            call: 'resetpasswordprocess',
            state: 'catalogue §8: the message in a red alert; the form stays (step 1)',
            check: async (page, fault) => {
              await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
              await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
            },
          },
        ],
        run: async (page) => {
          await openPlain(page, '/change-password/not-a-real-token');
          await fillNewPassword(page);
          await page.getByRole('button', { name: 'Reset Password' }).click();
        },
      },
    },
    {
      setup: plainAndSignedIn(ASHA),
      journey: {
        where: '/account/profile (signed in), Change Password then Save Password',
        rows: [
          {
            call: 'userchangepassword',
            state: 'catalogue §8: the message in a red alert; the form stays (step 2)',
            check: async (page, fault) => {
              await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
              await expect(page.getByRole('button', { name: 'Save Password' })).toBeVisible();
            },
          },
        ],
        run: async (page) => {
          await openPlain(page, '/account/profile');
          await page.getByRole('button', { name: 'Change Password' }).click();
          await fillNewPassword(page);
          await page.getByRole('button', { name: 'Save Password' }).click();
        },
      },
    },
  ];

test.describe('each call of the account pages, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup, cleanUp } of journeys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      try {
        await runJourney(page, journey, setup);
      } finally {
        await cleanUp?.(page);
      }
    });
  }
});
