import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR, loadSeedData } from './fixture-files';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';

const product = {
  product_id: 9,
  product_name: 'Gota Patti Dupatta',
  product_slug: 'gota-patti-dupatta',
  product_sku: 'PDK-9',
  product_description: 'Chiffon with gota patti work.',
  product_price: '4500.00',
  product_selling_price: '4500.00',
  product_type: 0,
  cat_slug: 'sarees',
  images: ['/media/products/gota-patti-dupatta.webp'],
};

describe('loadSeedData', () => {
  it('reads and validates a fixture set', () => {
    const data = loadSeedData(writeTinyFixtures());
    expect(data.menu[0]?.menu_mega).toBe(true);
    expect(data.settings.admin_shipping_free).toBe(25000);
    expect(Object.keys(data.pages)).toEqual(['our-story']);
    expect(data.products[2]?.product_selling_price).toBe(29999.99);
  });

  it('names the file and the failing path of an invalid fixture', () => {
    const dir = writeTinyFixtures({
      'content/home.json': {
        browser: [{ has_many_home_inner: [{ has_many_home_details: [{ home_type: 5 }] }] }],
        mobile: [],
      },
    });
    expect(() => loadSeedData(dir)).toThrow(
      /content\/home\.json is invalid:\n {2}browser\[0\]\.has_many_home_inner\[0\]\.has_many_home_details\[0\]\.home_image: Required/,
    );
  });

  it('refuses broken JSON, a missing file and an unknown category', () => {
    expect(() => loadSeedData(writeTinyFixtures({ 'content/footer.json': '{"footer_title1":' }))).toThrow(
      /content\/footer\.json is not valid JSON/,
    );
    expect(() => loadSeedData(join(writeTinyFixtures(), 'nowhere'))).toThrow(/is missing/);
    const products = [{ ...product, cat_slug: 'hats' }];
    expect(() => loadSeedData(writeTinyFixtures({ 'catalogue/products.json': products }))).toThrow(
      /\[0\]\.cat_slug: unknown category 'hats'/,
    );
  });

  it('refuses a selling price above the list price', () => {
    const products = [{ ...product, product_price: '10.00', product_selling_price: '12.00' }];
    expect(() => loadSeedData(writeTinyFixtures({ 'catalogue/products.json': products }))).toThrow(
      /\[0\]\.product_selling_price: Selling price must not be above the list price/,
    );
  });

  it('accepts the repository fixtures', () => {
    const data = loadSeedData(DEFAULT_FIXTURES_DIR);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.home.browser.length).toBeGreaterThan(0);
  });
});
