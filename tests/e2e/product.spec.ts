import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// spec: catalogue §2 "Product detail", §4 "Variation on product detail"; shell §1 made-to-order note.
// bikaneri-pearl-kundan-necklace (fixtures/catalogue/products.json) sells its Metal Colour three ways:
// Silver in stock (the default, cheapest in stock), Yellow Gold made to order (stock empty), Rose Gold 0.
const SLUG = 'bikaneri-pearl-kundan-necklace';
const MADE_TO_ORDER =
  'If the design is not readily available it will be made to order, which will take us approximately 25-30 days.';

test('choosing a variation changes the price and the availability', async ({ page }, testInfo) => {
  // Three re-pricings and axe on the whole page take long on a busy two-core machine.
  test.slow();
  await visit(page, `/product/${SLUG}`);
  await pageHydrated(page);
  const info = page
    .getByRole('main')
    .locator('[aria-busy]')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { level: 1, name: 'Bikaneri Pearl Kundan Necklace' })).toBeVisible();
  await expect(info.getByText('₹48,350.00', { exact: true })).toBeVisible();
  await expect(info.getByText('Available', { exact: true })).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(info.getByText(MADE_TO_ORDER)).toHaveCount(0);

  const choose = (term: string) => info.locator('label', { has: page.getByRole('radio', { name: term }) }).click();
  await choose('Yellow Gold');
  await expect(info.getByText('₹67,200.00', { exact: true })).toBeVisible();
  await expect(info.getByText('Available', { exact: true })).toBeVisible();
  await expect(info.getByText(MADE_TO_ORDER)).toBeVisible();
  await expect(info.getByRole('button', { name: 'Make to Order' })).toBeEnabled();

  await choose('Rose Gold');
  await expect(info.getByText('₹69,850.00', { exact: true })).toBeVisible();
  await expect(info.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(info.getByRole('button', { name: 'Make to Order' })).toBeEnabled();

  await expectNoSeriousA11yViolations(page, testInfo, 'product page');

  // The size guide and the full-screen gallery are dialogs that give focus back when closed.
  await page.getByRole('button', { name: /full screen$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a product page is server-rendered with its own title, description, canonical URL and structured data @desktop', async ({
  request,
}) => {
  const answer = await request.get(`/product/${SLUG}`, { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<title>Bikaneri Pearl Kundan Necklace | Padmakshya</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/bikaneri-pearl-kundan-necklace" \/>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  const ld = /<script type="application\/ld\+json" id="structured-data">(.*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(ld ?? '{}') as { name?: string; image?: string[]; offers?: Record<string, string> };
  expect(data.name).toBe('Bikaneri Pearl Kundan Necklace');
  expect(data.image?.length).toBeGreaterThan(0);
  expect(data.offers).toMatchObject({
    price: '48350.00',
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
  });
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  expect(root).toContain('₹48,350.00');

  const unknown = await request.get('/product/no-such-piece', { headers: { accept: 'text/html' } });
  expect(unknown.status()).toBe(404);
});
