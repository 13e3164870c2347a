import type { Page } from '@playwright/test';
import {
  failureText,
  openPlain,
  runJourney,
  servePlainPages,
  skeletons,
  toasts,
  type Journey,
} from '../support/call-faults';
import { expect, test } from '../support/test';

/**
 * Issue 13 §3: every call the browser makes, failed three ways (a 500 in the store's JSON error shape, held
 * past the client's timeout, a 200 that is not the contract's), shows the spec's error state for it and
 * never a blank page. The table below names each call, the page and action that make it and that state;
 * a journey opens the page (as the plain index.html, so the browser makes the page's calls itself: see
 * servePlainPages), fails the calls, does the action and checks. Calls a page makes together and whose
 * states do not touch are failed together, one page load per fault. Desktop only: the calls and their
 * states are the same at both widths.
 *
 * The calls made by actions are in call-faults-actions.spec.ts (the bag), call-faults-forms.spec.ts (taps and
 * forms outside it), call-faults-account.spec.ts (the account pages) and call-faults-checkout.spec.ts (placing
 * an order, paying, the address book).
 */

const JHUMKA = 'pearl-jhumka-earrings';

/** Scrolls to the foot of the page and back, so blocks drawn as they come into view ask for their data. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(50);
  }
}

/** Loading over with nothing said: no skeleton left in `scope`, no toast. */
const silentStop = (scope: string) => async (page: Page) => {
  await expect(skeletons(page, scope)).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
};

const pageLoadJourneys: Journey[] = [
  {
    where: 'any page, first load (shown on /): the frame',
    rows: [
      {
        call: 'settingsdata',
        state: 'shell §4, §8: the header keeps its logo (the default one), no marquee, no message',
        check: async (page) => {
          await expect(page.locator('header').getByRole('link', { name: 'Padmakshya home' }).first()).toBeVisible();
          await expect(toasts(page)).toHaveCount(0);
        },
      },
      {
        call: 'menue-list',
        state: 'shell §8: the menu load ends silently (no placeholders, the header stays)',
        check: silentStop('nav[aria-label="Main menu"]'),
      },
      {
        call: 'footer',
        state: 'shell §8: the footer load ends silently (no placeholder columns; the contact block and banner stay)',
        check: async (page) => {
          await silentStop('footer')(page);
          await expect(page.getByRole('region', { name: 'Newsletter invitation' })).toBeVisible();
        },
      },
    ],
    run: (page) => openPlain(page, '/'),
  },
  {
    where: '/ (home), first load: hero banner and sections',
    rows: [
      {
        call: 'top-banner-list',
        state: 'shell §8: the banner load ends silently (no hero, no placeholder)',
        check: silentStop('main'),
      },
      {
        call: 'dashboard',
        state: 'shell §8: the sections load ends silently (no placeholder sections)',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, '/'),
  },
  {
    where: '/ (home), first load: the blocks that fetch their own data',
    rows: [
      { call: 'categoryByIds', state: 'shell §8: the category tiles end loading silently', check: silentStop('main') },
      {
        call: 'categoryWiseProducts',
        state: 'shell §8: a product section ends loading silently',
        check: silentStop('main'),
      },
      {
        call: 'tagsWiseProducts',
        state: 'shell §8: a product section ends loading silently',
        check: silentStop('main'),
      },
      { call: 'customProducts', state: 'shell §8: a product section ends loading silently', check: silentStop('main') },
      {
        call: 'featuredBlogsList',
        state: 'shell §8: the featured blogs end loading silently',
        check: silentStop('main'),
      },
      {
        call: 'featuredTestimonialList',
        state: 'shell §8: the testimonials end loading silently',
        check: silentStop('main'),
      },
    ],
    run: async (page) => {
      await openPlain(page, '/');
      await scrollThrough(page);
    },
  },
  {
    where: '/our-story (content page), first load: team, awards, events',
    rows: [
      { call: 'getTeamsData', state: 'shell §8: the team block ends loading silently', check: silentStop('main') },
      {
        call: 'getAwardCertificateData',
        state: 'shell §8: the awards block ends loading silently',
        check: silentStop('main'),
      },
      { call: 'getEventsData', state: 'shell §8: the events block ends loading silently', check: silentStop('main') },
    ],
    run: async (page) => {
      await openPlain(page, '/our-story');
      await scrollThrough(page);
    },
  },
  {
    where: '/the-craft (content page), first load: the bag suggestions strip',
    rows: [
      {
        call: 'recommendedproductslist',
        state: 'shell §8: the recommendations end loading silently',
        check: silentStop('main'),
      },
    ],
    run: async (page) => {
      await openPlain(page, '/the-craft');
      await scrollThrough(page);
    },
  },
  {
    where: '/our-story (content page), first load',
    rows: [
      {
        call: 'pagecontent',
        state: 'catalogue §8: a failed pagecontent call goes to /error_404',
        check: async (page) => {
          await expect(page).toHaveURL(/\/error_404$/);
          await expect(page.getByText('Oops, you found our 404 page')).toBeVisible();
        },
      },
    ],
    run: (page) => openPlain(page, '/our-story'),
  },
  {
    where: '/list/shop-all (listing), first load',
    rows: [
      {
        call: 'product-list',
        state: 'catalogue §8: the listing stops loading, no message (no placeholders)',
        check: async (page) => {
          await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
          await silentStop('main')(page);
        },
      },
      {
        call: 'categorydetails',
        state: 'catalogue §8: the header details stop loading, no message',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, '/list/shop-all'),
  },
  {
    where: '/product/{slug} (product detail), first load',
    rows: [
      {
        call: 'product-details',
        state: 'shell §8: product details end loading silently (no skeleton)',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, `/product/${JHUMKA}`),
  },
  {
    where: '/product/{slug} (product detail), first load: Complete the look',
    rows: [
      {
        call: 'completeTheLooksData',
        state: 'catalogue §8: Complete the look ends loading silently, the product shows',
        check: async (page) => {
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await silentStop('main')(page);
        },
      },
    ],
    run: async (page) => {
      await openPlain(page, `/product/${JHUMKA}`);
      await scrollThrough(page);
    },
  },
  {
    where: '/search-result/{term}, first load',
    rows: [
      {
        call: 'getsearchresultdata',
        state: 'shell §8: search silently stops loading (no placeholder cards, no message)',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, '/search-result/silk'),
  },
  {
    where: '/blog, first load',
    rows: [
      { call: 'blog-list', state: 'catalogue §8: the blog list stops loading, no message', check: silentStop('main') },
    ],
    run: (page) => openPlain(page, '/blog'),
  },
  {
    where: '/blog/{slug}, first load',
    rows: [
      { call: 'blog-details', state: 'catalogue §8: the article stops loading, no message', check: silentStop('main') },
    ],
    run: (page) => openPlain(page, '/blog/bis-hallmark-explained'),
  },
  {
    where: '/testimonials, first load',
    rows: [
      {
        call: 'testimonial-list',
        state: 'catalogue §8: the testimonials stop loading, no message',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, '/testimonials'),
  },
  {
    where: '/faq, first load',
    rows: [
      { call: 'categoryFaqs', state: 'catalogue §8: the FAQ stops loading, no message', check: silentStop('main') },
    ],
    run: (page) => openPlain(page, '/faq'),
  },
  {
    where: '/jewellery-care, first load',
    rows: [
      {
        call: 'jewelryCare',
        state: 'catalogue §8: the care guide stops loading, no message',
        check: silentStop('main'),
      },
    ],
    run: (page) => openPlain(page, '/jewellery-care'),
  },
  {
    where: '/register, first load',
    rows: [
      {
        call: 'getcountrycode',
        state: 'catalogue §5: the form stays usable with the default country code 91, no message',
        check: async (page) => {
          await expect(page.getByLabel('Full name')).toBeVisible();
          await expect(page.getByRole('main')).toContainText('91');
          await expect(toasts(page)).toHaveCount(0);
        },
      },
    ],
    run: (page) => openPlain(page, '/register'),
  },
  {
    where: '/unsubscribe?id={id}, first load',
    rows: [
      {
        call: 'unsubscribe',
        state: 'shell §8: the server message for an error (the generic line when there is none) in a red alert',
        check: async (page, fault) => {
          await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
        },
      },
    ],
    run: (page) => openPlain(page, '/unsubscribe?id=not-a-real-subscriber'),
  },
  {
    where: '/verify-email/{token}, first load',
    rows: [
      {
        call: 'emailverify',
        state: 'catalogue §2: always shows "Account Verified" (the answer is not shown)',
        check: async (page) => {
          await expect(page.getByRole('heading', { name: 'Account Verified' })).toBeVisible();
        },
      },
    ],
    run: (page) => openPlain(page, '/verify-email/not-a-real-token'),
  },
];

test.describe('each call failed: the spec state, never a blank page @desktop', () => {
  for (const journey of pageLoadJourneys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      await runJourney(page, journey, servePlainPages);
    });
  }
});
