import { expectNoSeriousA11yViolations } from '../support/axe';
import { heroImageFiles, homeHeadings, layoutFor } from '../support/content';
import { holdBack } from '../support/hold-back';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// spec: shell §2 Home page — header, hero banner slider, the server's layout sections, footer.
test('home renders the header, the hero slider, the CMS sections and the footer', async ({ page }, testInfo) => {
  const layout = layoutFor(testInfo.project.name);
  await visit(page, '/');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Padmakshya home' })).toBeVisible();

  const [heroFile] = heroImageFiles(layout);
  expect(heroFile, `fixtures/content/banners.json has an image slide in "${layout}"`).toBeTruthy();
  await expect(page.locator(`img[src*="${heroFile}"]`).first()).toBeVisible();

  const headings = homeHeadings(layout);
  expect(headings.length, `fixtures/content/home.json has heading blocks in "${layout}"`).toBeGreaterThan(0);
  for (const text of headings) {
    await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
  }
  // Shoppers never see the editors' error card (ARCHITECTURE: renderer policy).
  await expect(page.getByText('Block could not be rendered')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expectNoSeriousA11yViolations(page, testInfo, 'home');
});

// ADR 050: a section far down the page is laid out only once it comes near the screen, at an estimated
// height until then; Back must still return to the very place the shopper left.
test('Back from a listing returns to the place far down the home page (ADR 050) @desktop', async ({ page }) => {
  await visit(page, '/');
  await pageHydrated(page);
  // The last category tile, far down the page but short of its end (where the page's bottom would hold the
  // place): its link opens the listing in the app, and Back draws the home page afresh.
  const card = page.locator('main a[href^="/list/category/"]').last();
  const top = async () => Math.round((await card.boundingBox())?.y ?? Number.NaN);
  // Down the page as a shopper scrolls, each section taking its real height as it comes near the screen.
  await page.mouse.move(640, 400);
  for (let i = 0; i < 80 && (await top()) > 400; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  // Read the place once it holds still.
  let before = Number.NaN;
  await expect
    .poll(async () => {
      const [previous, now] = [before, await top()];
      before = now;
      return now === previous;
    })
    .toBe(true);
  expect(before).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);

  // The place as the shopper leaves it, read by the page at the click itself: an image above that lands between
  // the reading above and the click moves the card, and Back must return to where it was when left.
  await card.evaluate((link) =>
    link.addEventListener(
      'click',
      () => ((window as { leftAt?: number }).leftAt = Math.round(link.getBoundingClientRect().top)),
      { capture: true, once: true },
    ),
  );
  // The height of each section above the card as the shopper leaves: Back must find them the same (ADR 050: a
  // section laid out at once for the return keeps the containment it had when laid out near the screen).
  const sectionHeights = (above: number) =>
    page.evaluate(
      (limit) =>
        [...document.querySelectorAll('main section[data-section]')]
          .filter((section) => section.getBoundingClientRect().bottom + window.scrollY <= limit)
          .map(
            (section) =>
              `${section.getAttribute('data-section')}: ${Math.round(section.getBoundingClientRect().height)}`,
          ),
      above,
    );
  const cardTop = await card.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
  const heightsLeft = await sectionHeights(cardTop);
  await card.click();
  await expect(page).toHaveURL(/\/list\/category\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  // The app's own navigation: the same document, so what the click read is still there.
  const leftAt = await page.evaluate(() => (window as { leftAt?: number }).leftAt);
  expect(leftAt, 'the place read at the click').toBeDefined();
  expect(Math.abs((leftAt ?? Number.NaN) - before), 'the card held still up to the click').toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Every section above is laid out at its real height before the scroll: the very place, not one near it.
  await expect.poll(() => sectionHeights(cardTop), { message: 'the sections above the card' }).toEqual(heightsLeft);
  await expect.poll(async () => Math.abs((await top()) - (leftAt ?? Number.NaN))).toBeLessThan(12);
});

// ADR 067: a jump to the foot (End, the scrollbar, SIGN UP scrolled to) lands on sections laid out with the page, so
// the one at the top of the screen does not take its real height there and move the foot out from under the shopper.
test('a jump to the foot of the home page leaves the foot where it landed (ADR 067)', async ({ page }) => {
  await visit(page, '/');
  const signUp = page.getByRole('button', { name: 'SIGN UP', exact: true });
  const moved = await signUp.evaluate(async (button) => {
    button.scrollIntoView({ block: 'center', behavior: 'instant' });
    const landed = button.getBoundingClientRect().top;
    const tops: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      tops.push(button.getBoundingClientRect().top);
    }
    return tops.map((top) => Math.round(top - landed));
  });
  expect(moved, 'how far SIGN UP moved in the frames after the jump, px').toEqual([0, 0, 0, 0, 0, 0]);
});

// ADR 051: a section the server drew out of view keeps its HTML, without its blocks' code or hydration, until
// the shopper scrolls to it; a tap on it before its code has come is made once it has hydrated.
test('A section out of view hydrates when it comes into view, and a tap on it is not lost (ADR 051) @mobile', async ({
  page,
}) => {
  const productListCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/product-list-[\w-]+\.js$/.test(request.url())) productListCode.push(request.url());
  });
  // The lists' code comes slowly, as on a phone's link, so the tap lands before it.
  await page.route(/\/assets\/product-list-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await visit(page, '/');
  await pageHydrated(page);
  const waiting = page
    .locator('main section[data-section]')
    .filter({ has: page.getByRole('button', { name: 'Add to wishlist' }) })
    .first();
  await expect(waiting).toBeAttached();
  await expect
    .poll(() => waiting.evaluate((section) => section.getBoundingClientRect().top > window.innerHeight))
    .toBe(true);
  expect(productListCode, 'a product list out of view loads no code with the page').toEqual([]);
  // The drawn section is kept, not drawn again, when it hydrates.
  await waiting.evaluate((section) => Object.assign(section, { keptFromServer: true }));
  const path = await waiting.getAttribute('data-section');

  // A guest's heart asks them to sign in (catalogue: wishlist needs an account).
  await waiting.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(productListCode.length).toBeGreaterThan(0);
  const section = page.locator(`main section[data-section="${path}"]`);
  expect(await section.evaluate((element) => 'keptFromServer' in element)).toBe(true);
});

// ADR 051: a tap that opens a drawer re-renders the frame; the footer still waiting to hydrate keeps its drawn HTML
// (reaching it at a tap's priority, React would draw it afresh from nothing and throw the drawn one away).
test('opening the menu keeps the footer the server drew while it waits to hydrate @mobile', async ({ page }) => {
  await visit(page, '/');
  await pageHydrated(page);
  const footer = page.locator('[data-later-footer] > *').first();
  await expect(footer).toBeAttached();
  await footer.evaluate((element) => Object.assign(element, { keptFromServer: true }));
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible();
  expect(await footer.evaluate((element) => 'keptFromServer' in element)).toBe(true);
});

// ADR 051, ADR 020: on a short page the footer is in view from the start and hydrates with the frame, but not before
// its own code has come; a tap on SIGN UP before then is held and made once it has hydrated, not dropped.
test('a tap on the footer of a short page, before its code has come, opens the newsletter @desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const release = await holdBack(page, /\/assets\/footer-frame-[\w-]+\.js$/);
  await visit(page, '/search-result/no-such-thing-anywhere');
  const signUp = page.getByRole('button', { name: 'SIGN UP', exact: true });
  await expect(signUp).toBeInViewport();
  await signUp.click();
  await expect(signUp, 'the tap is held while the footer waits for its code').toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
  // Behind the open drawer the page is hidden from the accessibility tree: the button is found by its mark.
  await expect(page.locator('button[data-opens="newsletter"]')).not.toHaveAttribute('aria-busy');
});

// spec: shell §2 Footer — the floating chat link stays over the page, but never over the footer's own links:
// scrolled to the very end, each social link is what a tap at its centre reaches.
test('at the end of the page the chat link covers none of the footer’s social links', async ({ page }) => {
  await visit(page, '/our-story');
  await pageHydrated(page);
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  const social = page.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social.first()).toBeAttached();
  const reached = Array.from({ length: await social.count() }, (_, i) => `link ${i + 1}: reached`);
  // Parts far down are laid out as they come near (ADR 050), so the end moves while the page is scrolled to it:
  // scroll to the end again until every link is on screen and is what a tap at its centre reaches.
  await expect
    .poll(
      () =>
        social.evaluateAll((links) => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          return links.map((link, i) => {
            const box = link.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            const seen = box.top >= 0 && box.bottom <= window.innerHeight;
            return `link ${i + 1}: ${!seen ? 'off screen' : hit !== null && link.contains(hit) ? 'reached' : 'covered'}`;
          });
        }),
      { timeout: 10_000 },
    )
    .toEqual(reached);
});
