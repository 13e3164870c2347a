import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// Issue 12: the blog, FAQ, jewellery care, order lookup and the information pages, against the seeded server,
// at both widths (catalogue §2 "Blog and testimonials", "Information pages", §8, §9).

test('blog: the list, an article, a related article, and back to the list', async ({ page }, testInfo) => {
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { name: 'BLOG', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expectNoSeriousA11yViolations(page, testInfo, 'blog');

  const first = cards.first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Padmakshya`);
  await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'article');

  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first();
  const relatedTitle = (await related.textContent()) ?? '';
  await related.click();
  await expect(page.getByRole('heading', { name: relatedTitle, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'View Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'BLOG', level: 1 })).toBeVisible();
});

test('an unknown article is answered 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops, you found our 404 page' })).toBeVisible();
});

test('faq: a topic shows its questions, an answer opens, another topic replaces them', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await visit(page, '/faq');
  await pageHydrated(page);
  const topics = page.getByRole('region', { name: 'FAQ topics' });
  const questions = page.getByRole('main').getByRole('heading', { level: 3 });
  const firstTopic = (await topics.getByRole('button', { pressed: true }).textContent()) ?? '';
  await expect(page.getByRole('heading', { level: 2, name: firstTopic.trim() })).toBeVisible();

  const question = questions.first().getByRole('button');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: (await question.textContent()) ?? '' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'faq');

  // A phone swipes (or steps) to the next topic; a wider screen taps it.
  if (mobile) await topics.getByRole('button', { name: /next/i }).click();
  else await topics.getByRole('button', { pressed: false }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: firstTopic.trim() })).toBeHidden();
  await expect(questions.first().getByRole('button')).toHaveAttribute('aria-expanded', 'false');
});

test('jewellery care: the side list follows the scroll and takes the reader to a section', async ({
  page,
}, testInfo) => {
  await visit(page, '/jewellery-care');
  await pageHydrated(page);
  const list = page.getByRole('navigation', { name: 'Care guide' });
  const links = list.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(6);
  await expect(links.first()).toHaveAttribute('aria-current', 'location');

  // Scrolled until the fourth section's top is near the top of the screen: it is the active one.
  const fourth = page.locator('#care-4');
  await fourth.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
  await expect(links.nth(3)).toHaveAttribute('aria-current', 'location');
  await expect(links.first()).not.toHaveAttribute('aria-current', 'location');

  await links.nth(5).click();
  await expect(page.locator('#care-6')).toBeFocused();
  await expect(links.nth(5)).toHaveAttribute('aria-current', 'location');
  await expectNoSeriousA11yViolations(page, testInfo, 'jewellery care');
});

test('order status: the right pair shows the tracker, any wrong pair one neutral message', async ({
  page,
}, testInfo) => {
  await visit(page, '/order-status');
  await pageHydrated(page);
  const orderId = page.getByLabel('Order Id');
  const email = page.getByLabel('Email address');
  const track = page.getByRole('button', { name: 'Track' });
  const neutral = 'We could not find an order with that Order Id and email. Please check both and try again.';

  await track.click();
  await expect(page.getByText('Please enter your Order Id')).toBeVisible();
  await orderId.fill('PDK-KN9T5W1P3D');
  await email.fill('someone.else@example.com');
  await track.click();
  await expect(page.getByRole('alert')).toHaveText(neutral);
  await orderId.fill('PDK-ZZZZZZZZZZ');
  await email.fill('kavya.nair@example.in');
  await track.click();
  await expect(page.getByRole('alert')).toHaveText(neutral);

  await orderId.fill('pdk-kn9t5w1p3d');
  await track.click();
  await expect(page.getByRole('heading', { name: 'Order PDK-KN9T5W1P3D' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  // Nothing but the status: no name, address or amounts.
  await expect(page.getByRole('main')).not.toContainText('Kavya');
  await expect(page.getByRole('main')).not.toContainText('₹');
  await expectNoSeriousA11yViolations(page, testInfo, 'order status');
});

test('size guide, store, testimonials and the title-only pages', async ({ page }, testInfo) => {
  await visit(page, '/size-guide');
  await expect(page.getByRole('table')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Indian size' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'size guide');

  await visit(page, '/contact-us');
  await expect(page.getByText('Monday-Saturday, 11am-6pm').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'store');

  await visit(page, '/testimonials');
  expect(await page.getByRole('main').getByRole('figure').count()).toBeGreaterThanOrEqual(8);
  await expectNoSeriousA11yViolations(page, testInfo, 'testimonials');

  for (const [path, title] of [
    ['/shipping', 'Shipping'],
    ['/return-exchange', 'Return & Exchange'],
    ['/padmakshya-club', 'Padmakshya Club'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Our services' })).toContainText('Monday-Saturday, 11am-6pm');
  }
  await expectNoSeriousA11yViolations(page, testInfo, 'title-only page');
});

test('help & support: on a phone the back arrow goes back, or home from a first page @mobile', async ({ page }) => {
  await visit(page, '/help-support');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A page before it in the tab's history (about:blank, /faq, /help-support): back goes there.
  await visit(page, '/faq');
  await visit(page, '/help-support');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('search engines: each page its own title, description and canonical; robots.txt and the sitemap', async ({
  request,
}) => {
  const heads = new Map<string, string>();
  for (const path of [
    '/blog',
    '/blog/bis-hallmark-explained',
    '/faq',
    '/jewellery-care',
    '/size-guide',
    '/order-status',
  ]) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect([...heads.values()], path).not.toContain(title);
    heads.set(path, title);
  }
  const article = await (
    await request.get('/blog/bis-hallmark-explained', { headers: { Accept: 'text/html' } })
  ).text();
  expect(article).toContain('"@type":"Article"');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/checkout/);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/bis-hallmark-explained</loc>');
  expect(sitemap).toMatch(/\/product\/[a-z0-9-]+<\/loc>/);
  expect(sitemap).not.toContain('/checkout');
});
