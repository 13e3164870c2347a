import type { Page } from '@playwright/test';
import { addDays, shopClock } from '@domain/appointment';
import {
  failureText,
  openPlain,
  runJourney,
  servePlainPages,
  signedIn,
  toasts,
  type Journey,
} from '../support/call-faults';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

/**
 * Issue 13 §3, continued from call-faults.spec.ts: the calls made by a shopper's taps and forms outside the
 * bag, the checkout and the account pages: the product page's heart, variations and hint, the newsletter,
 * the order lookup, the appointment booking, sign-in and registration. Each journey opens its page afresh
 * for each fault and acts; the faulted call never reaches the server, so no journey changes what the others
 * see.
 */

const JHUMKA = { slug: 'pearl-jhumka-earrings', name: 'Pearl Jhumka Earrings' };
/** Sells its Metal Colour three ways, Silver (₹48,350.00, in stock) the default (product.spec.ts). */
const NECKLACE = { slug: 'bikaneri-pearl-kundan-necklace', name: 'Bikaneri Pearl Kundan Necklace' };
const ROHAN = { email: 'rohan.iyer@example.in', password: 'Banarasi@2026' };
const KAVYA = { email: 'kavya.nair@example.in', password: 'Ikat@2026' };

/** The bag toaster's error toast, with the exact text. */
const bagToast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

/** The product's own block on its page: name, price, variations, buttons. */
const productInfo = (page: Page) =>
  page
    .getByRole('main')
    .locator('[aria-busy]')
    .filter({ has: page.getByRole('heading', { level: 1 }) });

/** A day of next month on the shop's calendar (the faulted booking never reaches the server: nothing is taken). */
function nextMonthDay(): string {
  const today = shopClock(new Date()).date;
  return addDays(`${addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8)}01`, 20);
}

const journeys: { journey: Journey; setup?: (page: Page) => Promise<void> }[] = [
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
    journey: {
      where: '/product/{slug} (a product with variations), another Metal Colour chosen',
      rows: [
        {
          call: 'variation-wise-price',
          state:
            'shell §8 (product details load failures end silently): the price load ends, the figures shown stay ' +
            'as they were, the button can be pressed, no message',
          check: async (page) => {
            const info = productInfo(page);
            await expect(info).toHaveAttribute('aria-busy', 'false');
            await expect(info.getByText('₹48,350.00', { exact: true })).toBeVisible();
            await expect(info.getByRole('button', { name: /^(Add to Cart|Make to Order)$/ })).toBeEnabled();
            await expect(toasts(page)).toHaveCount(0);
          },
        },
      ],
      run: async (page) => {
        await visit(page, `/product/${NECKLACE.slug}`);
        await pageHydrated(page);
        const info = productInfo(page);
        await expect(page.getByRole('heading', { level: 1, name: NECKLACE.name })).toBeVisible();
        await info.locator('label', { has: page.getByRole('radio', { name: 'Yellow Gold' }) }).click();
      },
    },
  },
  {
    setup: servePlainPages,
    journey: {
      where: '/book-an-appointment, a slot chosen and Confirm pressed',
      rows: [
        {
          call: 'bookanappointmentprocess',
          state: 'shell §4, §8: the message in a red alert; still on step 2 with the details kept',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
            await expect(page.getByLabel('Name')).toHaveValue('Meera Iyer');
            await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/book-an-appointment');
        await page.getByRole('button', { name: 'Go to the Next Month' }).click();
        await page.locator(`[data-day="${nextMonthDay()}"] button`).click();
        await page.getByRole('group', { name: 'Time' }).getByRole('button', { name: '11:00 am – 12:00 pm' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByLabel('Name').fill('Meera Iyer');
        await page.getByLabel('Email address').fill('meera.faults@example.com');
        await page.getByLabel('Note').fill('A kundan set for a wedding.');
        await page.getByRole('button', { name: 'Confirm' }).click();
      },
    },
  },
];

test.describe('each call a tap or a form makes, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup } of journeys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      await runJourney(page, journey, setup);
    });
  }
});
