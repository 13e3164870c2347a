import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { appStarted, pageHydrated, visit } from '../support/visit';

// spec: shell §2 "Bag drawer", "Cart page"; §4 guest add, decrease, remove; §9 totals. Two simple products of
// the seed catalogue with stock to spare (fixtures/catalogue/products.json).
const JHUMKA = { slug: 'pearl-jhumka-earrings', name: 'Pearl Jhumka Earrings' };
const NECKLACE = { slug: 'basra-pearl-layered-necklace', name: 'Basra Pearl Layered Necklace' };

test('a guest adds two products, reloads, changes quantities and removes one', async ({ page }, testInfo) => {
  // Two product pages, two reloads and axe on a busy two-core machine.
  test.slow();
  const bag = page.getByRole('dialog', { name: /shopping bag/ });
  const addFromProductPage = async (product: { slug: string; name: string }, count: number) => {
    await visit(page, `/product/${product.slug}`);
    await pageHydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    // After an add the bag opens with the line in it (shell §4), behind its 0.5 s spinner.
    await expect(bag.getByRole('heading', { name: `shopping bag (${count})` })).toBeVisible();
    await expect(bag.getByRole('list').getByRole('link', { name: product.name })).toBeVisible();
  };
  await addFromProductPage(JHUMKA, 1);
  await addFromProductPage(NECKLACE, 2);
  await expect(bag.getByRole('link', { name: 'View my shopping bag' })).toBeVisible();
  await bag.getByRole('link', { name: 'View my shopping bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The guest bag lives in CART_SESSION: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping Bag 2' })).toBeVisible();
  const jhumka = page.getByRole('row', { name: new RegExp(JHUMKA.name) });
  await expect(jhumka.getByText('₹4,350.00').first()).toBeVisible();
  await expect(jhumka.getByText('₹4,850.00')).toBeVisible();
  // From the keyboard: the focus stays on the button while its line changes, so the next press is not lost. A
  // press is kept only from the page's entry on (ADR 047), and what is measured here is the hydrated page's.
  await pageHydrated(page);
  const increase = jhumka.getByRole('button', { name: 'Increase quantity' });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expect(jhumka.locator('output')).toHaveText('2');
  await expect(jhumka.getByText('₹8,700.00')).toBeVisible();
  await expect(increase).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(jhumka.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(jhumka.locator('output')).toHaveText('1');
  await expect(jhumka.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();

  await page
    .getByRole('row', { name: new RegExp(NECKLACE.name) })
    .getByRole('button', { name: `Remove ${NECKLACE.name}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Shopping Bag 1' })).toBeVisible();
  // Its row has gone, and the focus has gone to the Remove of the line now in its place, not to the page's body.
  await expect(page.getByRole('button', { name: `Remove ${JHUMKA.name}` })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/address');
  await expectNoSeriousA11yViolations(page, testInfo, 'cart page');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping Bag 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(JHUMKA.name) }).locator('output')).toHaveText('1');

  // The last line leaves: the empty bag, with Continue Shopping to /.
  await pageHydrated(page);
  await page.getByRole('button', { name: `Remove ${JHUMKA.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping Bag 0' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('a content page places the bag suggestions, and one added from them lands in the bag', async ({
  page,
}, testInfo) => {
  // Issue 9 §0: a CMS page may place a special block (fixtures/content/pages/the-craft.json ends with the
  // cart-recommendations strip), rendered by the same renderer as the /cart page.
  await visit(page, '/the-craft');
  await pageHydrated(page);
  const heading = page.getByRole('main').getByRole('heading', { name: 'You May Also Like' });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  // The slider stays inside its column: the page never scrolls sideways, on a phone least of all.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const strip = heading.locator('..');
  // The strip sits far down the page, drawn once it comes near the screen (ADR 050): its text is read once drawn.
  const first = strip.getByRole('link').first();
  await expect.poll(async () => (await first.innerText()).trim()).not.toBe('');
  const name = (await first.innerText()).trim();
  await strip.getByRole('button', { name: `Add to Cart ${name}` }).click();
  const bag = page.getByRole('dialog', { name: /shopping bag/ });
  await expect(bag.getByRole('heading', { name: 'shopping bag (1)' })).toBeVisible();
  await expect(bag.getByRole('list').getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'bag drawer');
});

test('a tap on Add to Cart made before the page has hydrated is made again once it has', async ({ page }) => {
  // The product page's code is held back, as on a slow link: the server's page is drawn and the frame
  // runs, but the page's own part cannot hydrate yet (ADR 020).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/product/${JHUMKA.slug}`, { waitUntil: 'commit' });
  await appStarted(page);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first();
  await add.click();
  await expect(page.locator('html[data-page="hydrated"]')).toHaveCount(0);
  await expect(add).toHaveAttribute('aria-busy', 'true');

  release();
  const bag = page.getByRole('dialog', { name: /shopping bag/ });
  await expect(bag.getByRole('heading', { name: 'shopping bag (1)' })).toBeVisible();
  await expect(bag.getByRole('list').getByRole('link', { name: JHUMKA.name })).toBeVisible();
  // Made once, however the tap was kept.
  await expect(bag.getByRole('list').getByRole('listitem')).toHaveCount(1);
  await expect(bag.locator('output').first()).toHaveText('1');
});

test('a key pressed on Add to Cart before React has even arrived is made again once the page has hydrated', async ({
  page,
}) => {
  // React's own file is held back, as on a slow link: the page is drawn and its entry has run, but nothing
  // of the app has started. Enter on a focused button is a click, kept from the entry on (ADR 020).
  // Holding React back puts the whole start-up after the release: more time than a journey's usual steps.
  test.slow();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const reactAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(`/product/${JHUMKA.slug}`, { waitUntil: 'commit' });
  // The entry asks for React right after it has started keeping taps.
  await reactAsked;
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html[data-app="started"]')).toHaveCount(0);
  await expect(add).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.locator('html[data-page="hydrated"]')).toHaveCount(1, { timeout: 30_000 });
  const bag = page.getByRole('dialog', { name: /shopping bag/ });
  await expect(bag.getByRole('heading', { name: 'shopping bag (1)' })).toBeVisible();
  await expect(bag.getByRole('list').getByRole('link', { name: JHUMKA.name })).toBeVisible();
  await expect(bag.getByRole('list').getByRole('listitem')).toHaveCount(1);
  await expect(bag.locator('output').first()).toHaveText('1');
});
