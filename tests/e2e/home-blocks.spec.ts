import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { escapeRegExp, layoutFor, readFixture, type Layout } from '../support/content';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

/**
 * The home page's product lists (home_type 1) and category tiles (home_type 2) against the real server,
 * which answers categoryWiseProducts, tagsWiseProducts, customProducts and categoryByIds from the seeded
 * catalogue (spec: shell §2, §7). Expectations are read from fixtures/content/home.json and the catalogue.
 */

type Json = Record<string, unknown>;
const asList = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const ids = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v ?? '')).split(',').map((s) => Number(s.trim()));

/** Every detail block of `type` in the home page's `layout` set, in page order. */
function homeBlocks(layout: Layout, type: number): Json[] {
  const home = readFixture('content/home.json') as Record<Layout, unknown>;
  return asList(home[layout])
    .flatMap((section) => asList(section.has_many_home_inner))
    .flatMap((column) => asList(column.has_many_home_details))
    .filter((detail) => Number(detail.home_type) === type);
}

const categories = asList(readFixture('catalogue/categories.json'));
const tags = asList(readFixture('catalogue/tags.json'));
const isOn = (v: unknown) => v === 1 || v === '1' || v === true;

/** A category or tag list's listing (name and "View all" target); custom lists have none. */
function listingOf(list: Json): { name: string; href: string } | undefined {
  const kind = Number(list.home_layout_for_type);
  if (kind === 1) {
    const c = categories.find((x) => x.cat_id === Number(list.home_cat_id));
    return c && { name: String(c.cat_name), href: `/list/category/${String(c.cat_slug)}` };
  }
  if (kind === 2) {
    const t = tags.find((x) => x.tag_id === Number(list.home_tag_id));
    return t && { name: String(t.tag_name), href: `/list/tag/${String(t.tag_slug)}` };
  }
  return undefined;
}

/** The title a list shows (decision on ProductListBlockSchema in schemas/cms-catalogue-blocks.ts). */
function titleOf(list: Json): string {
  const typed = String(list.home_product_name ?? '').trim();
  if (list.home_display_name === undefined || list.home_display_name === null) return typed;
  return isOn(list.home_display_name) ? typed || (listingOf(list)?.name ?? '') : '';
}

/** Scrolls through the page so every lazily loaded list and image below the fold has arrived. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
}

const priceIn = (scope: Locator) => scope.getByText(/^₹[\d,]+\.\d{2}$/).first();

test('product lists show their products, titles, prices and View all links', async ({ page }, testInfo) => {
  const layout = layoutFor(testInfo.project.name);
  const lists = homeBlocks(layout, 1);
  expect(lists.length, `fixtures/content/home.json has product lists in "${layout}"`).toBeGreaterThan(1);
  await visit(page, '/');

  for (const list of lists) {
    const title = titleOf(list);
    if (title) {
      const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
      await heading.scrollIntoViewIfNeeded();
      // The list follows its title: a grid named by it, or a carousel region named by it.
      const products = page
        .getByRole('list', { name: title, exact: true })
        .or(page.getByRole('region', { name: title, exact: true }));
      await expect(products.getByRole('article').first()).toBeVisible();
      await expect(priceIn(products)).toBeVisible();
    }
    const listing = listingOf(list);
    if (listing) {
      const viewAll = page.getByRole('link', { name: `View all ${listing.name}`, exact: true });
      await expect(viewAll.first()).toHaveAttribute('href', listing.href);
    }
  }
  await expect(page.getByText('Block could not be rendered')).toHaveCount(0);
});

test('category tiles link to each chosen category, in the editor’s order', async ({ page }, testInfo) => {
  const layout = layoutFor(testInfo.project.name);
  const blocks = homeBlocks(layout, 2);
  expect(blocks.length, `fixtures/content/home.json has category tiles in "${layout}"`).toBeGreaterThan(0);
  await visit(page, '/');
  // The header's menu links the same categories: the tiles are the page's own links.
  const main = page.getByRole('main');

  for (const block of blocks) {
    const chosen = ids(block.home_cat_multi_id)
      .map((id) => categories.find((c) => c.cat_id === id))
      .filter((c): c is Json => c !== undefined);
    for (const category of chosen) {
      const tile = main.getByRole('link', { name: String(category.cat_name), exact: true }).first();
      await expect(tile).toHaveAttribute('href', `/list/category/${String(category.cat_slug)}`);
    }
  }

  const [first] = homeBlocks(layout, 2);
  const target = categories.find((c) => c.cat_id === ids(first?.home_cat_multi_id)[0]);
  const tile = main.getByRole('link', { name: String(target?.cat_name), exact: true }).first();
  await tile.scrollIntoViewIfNeeded();
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/list/category/${escapeRegExp(String(target?.cat_slug))}$`));
});

test('a slider moves to its next slides with the arrow', async ({ page }, testInfo) => {
  const layout = layoutFor(testInfo.project.name);
  const sliderTitle = homeBlocks(layout, 2).find((b) => Number(b.home_display_type) !== 2)?.home_cat_title;
  expect(sliderTitle, 'a titled category slider in home.json').toBeTruthy();
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the arrow alone moves it
  await visit(page, '/');
  const slider = page.getByRole('region', { name: String(sliderTitle), exact: true });
  await slider.scrollIntoViewIfNeeded();
  const firstSlide = slider.getByRole('group').first();
  await expect(firstSlide).toBeInViewport();
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(firstSlide).not.toBeInViewport({ ratio: 0.9 });
});

test('a slider far down the page starts its engine only as it comes near the screen @mobile', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  await pageHydrated(page);
  // Until its engine has started a slider's arrows are disabled (src/components/ui/carousel.tsx, ADR 045).
  const nextOf = (name: RegExp) => page.getByRole('region', { name }).getByRole('button', { name: 'Next slide' });
  // The first list sits just below the fold: its section waits to hydrate until it comes into view (ADR 051),
  // and its engine starts then.
  const near = nextOf(/^New Arrivals$/);
  await expect(near).toBeDisabled();
  await near.scrollIntoViewIfNeeded();
  await expect(near).toBeEnabled();
  // A list several screens down has not started its own, nor measured its slides.
  const far = nextOf(/^Editor.s Picks$/);
  await expect(far).toBeDisabled();
  await far.scrollIntoViewIfNeeded();
  await expect(far).toBeEnabled();
  await far.click();
  await expect(
    page
      .getByRole('region', { name: /^Editor.s Picks$/ })
      .getByRole('group')
      .first(),
  ).not.toBeInViewport({
    ratio: 0.9,
  });
});

test('the home page with its lists and tiles passes axe', async ({ page }, testInfo) => {
  await visit(page, '/');
  await scrollThrough(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'home with product lists and category tiles');
});
