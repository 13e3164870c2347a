import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../handlers/catalogue/test-catalogue';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';
import { DEFAULT_FIXTURES_DIR, loadSeedData } from './fixture-files';

/** Links between catalogue files are checked when the seed loads, so a bad fixture stops the start with a name. */
type Fixture = (typeof catalogueFixtures)['catalogue/products.json'][number];
const products = catalogueFixtures['catalogue/products.json'];
const variable = products.find((p) => p.product_id === 31) as Fixture & { variations: { terms: number[] }[] };

const load = (change: (p: Fixture) => Fixture, index = 0) =>
  loadSeedData(
    writeTinyFixtures({
      ...catalogueFixtures,
      'catalogue/products.json': products.map((p, i) => (i === index ? change(p) : p)),
    }),
  );

describe('catalogue links', () => {
  it('accept the real catalogue and the test one', () => {
    expect(loadSeedData(DEFAULT_FIXTURES_DIR).products.length).toBeGreaterThanOrEqual(150);
    expect(load((p) => p).attributes).toHaveLength(3);
  });

  it.each([
    [(p: Fixture) => ({ ...p, collections: ['no-such'] }), "[0].collections: unknown collection 'no-such'"],
    [(p: Fixture) => ({ ...p, terms: [99] }), '[0].terms: unknown term 99'],
    [(p: Fixture) => ({ ...p, size_guide_id: 7 }), '[0].size_guide_id: unknown size guide 7'],
    [(p: Fixture) => ({ ...p, looks: [1] }), '[0].looks/related: 1 is not another product'],
    [(p: Fixture) => ({ ...p, related: [404] }), '[0].looks/related: 404 is not another product'],
  ])('refuse a product naming what does not exist (%#)', (change, message) => {
    expect(() => load(change)).toThrow(message);
  });

  it('refuse two terms of one attribute in a variation, and two variations alike', () => {
    const index = products.indexOf(variable);
    const twice = (terms: number[]) => (p: Fixture) => ({
      ...p,
      variations: variable.variations.map((v, k) => (k === 0 ? { ...v, terms } : v)),
    });
    expect(() => load(twice([1, 2]), index)).toThrow('variations[0].terms: two terms of one attribute');
    expect(() => load(twice([2, 6]), index)).toThrow('variations[2].terms: the same terms as another variation');
  });
});
