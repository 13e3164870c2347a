import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE } from '@domain/constants';
import { contract, type CallName, type CallResponse } from '@schemas/contract';
import type { RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { DEFAULT_LIST_ITEMS } from './product-lists';

/** Ten necklaces (ids 1-10), two sarees (11, 12); tags: "new" on 12, 3, 7 in that order, "gift" on none. */
const product = (id: number, cat: string, tags: string[] = []) => ({
  product_id: id,
  product_name: `Product ${id}`,
  product_slug: `product-${id}`,
  product_sku: `SKU-${id}`,
  product_description: `Description ${id}`,
  product_price: '1000.00',
  product_selling_price: id === 3 ? '900.00' : '1000.00',
  product_label_name: '',
  product_type: 0,
  cat_slug: cat,
  tags,
  images: [`/media/products/product-${id}.webp`],
});

const fixtures = {
  'catalogue/categories.json': [
    { cat_id: 1, cat_name: 'Necklaces', cat_slug: 'necklaces', cat_image: '/media/categories/necklaces.webp' },
    {
      cat_id: 2,
      cat_name: 'Sarees',
      cat_slug: 'sarees',
      cat_image: '/media/categories/sarees.webp',
      cat_video: '/media/categories/sarees-loom.mp4',
    },
    { cat_id: 3, cat_name: 'Stoles', cat_slug: 'stoles', cat_image: '/media/categories/stoles.webp' },
  ],
  'catalogue/tags.json': [
    { tag_id: 1, tag_name: 'New Arrivals', tag_slug: 'new' },
    { tag_id: 2, tag_name: 'Gifts', tag_slug: 'gift' },
  ],
  'catalogue/products.json': [
    product(12, 'sarees', ['new']),
    ...Array.from({ length: 10 }, (_, i) => product(i + 1, 'necklaces', i + 1 === 3 || i + 1 === 7 ? ['new'] : [])),
    product(11, 'sarees'),
  ],
};

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ fixtures });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Calls `name` and parses the answer with the contract, as the storefront does. */
async function answer<N extends 'categoryWiseProducts' | 'tagsWiseProducts' | 'customProducts' | 'categoryByIds'>(
  name: N,
  data: Record<string, unknown>,
) {
  const res = await apiCall(server.app, name as CallName, { data });
  expect(res.status).toBe(200);
  return contract[name].response.parse(await res.json()) as CallResponse<N>;
}

const ids = (list: { product_id: number }[] | undefined) => list?.map((p) => p.product_id);

describe('categoryWiseProducts', () => {
  it("answers the category's name, slug and products, 8 by default", async () => {
    const { status, categoriesData } = await answer('categoryWiseProducts', { home_cat_id: 1 });
    expect(status).toBe('success');
    expect(categoriesData).toMatchObject({ cat_name: 'Necklaces', cat_slug: 'necklaces' });
    expect(ids(categoriesData?.catProducts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DEFAULT_LIST_ITEMS).toBe(8);
    expect(categoriesData?.catProducts[2]).toMatchObject({
      product_slug: 'product-3',
      product_price: 1000,
      product_selling_price: 900,
      arrayImages: ['/media/products/product-3.webp'],
    });
  });

  it('honours home_no_items, sent as a number or a string', async () => {
    expect(
      ids((await answer('categoryWiseProducts', { home_cat_id: '1', home_no_items: '3' })).categoriesData?.catProducts),
    ).toEqual([1, 2, 3]);
    expect(
      ids((await answer('categoryWiseProducts', { home_cat_id: 2, home_no_items: 10 })).categoriesData?.catProducts),
    ).toEqual([11, 12]);
  });

  it('reports an unknown category as an error with no data', async () => {
    const res = await apiCall(server.app, 'categoryWiseProducts', { data: { home_cat_id: 99 } });
    expect(await res.json()).toEqual({ status: 'error', categoriesData: null });
  });
});

describe('tagsWiseProducts', () => {
  it("answers the tag's products in the catalogue's order", async () => {
    const { status, tagsData } = await answer('tagsWiseProducts', { home_tag_id: 1 });
    expect(status).toBe('success');
    expect(tagsData).toMatchObject({ tag_name: 'New Arrivals', tag_slug: 'new' });
    expect(ids(tagsData?.tagProducts)).toEqual([12, 3, 7]);
    expect(ids((await answer('tagsWiseProducts', { home_tag_id: 1, home_no_items: 2 })).tagsData?.tagProducts)).toEqual(
      [12, 3],
    );
  });

  it('answers an empty list for a tag without products, an error for an unknown tag', async () => {
    expect((await answer('tagsWiseProducts', { home_tag_id: 2 })).tagsData?.tagProducts).toEqual([]);
    expect(await answer('tagsWiseProducts', { home_tag_id: 9 })).toEqual({ status: 'error', tagsData: undefined });
  });
});

describe('customProducts', () => {
  it('answers the listed products in the given order, skipping unknown and repeated ids', async () => {
    const { status, productData } = await answer('customProducts', { home_custome_products_id: ' 7, 99,2,7, 11 ,' });
    expect(status).toBe('success');
    expect(ids(productData)).toEqual([7, 2, 11]);
  });

  it('cuts the list to home_no_items when given', async () => {
    expect(
      ids((await answer('customProducts', { home_custome_products_id: '5,4,3', home_no_items: 2 })).productData),
    ).toEqual([5, 4]);
  });

  it('refuses a list without ids', async () => {
    expect(await answer('customProducts', { home_custome_products_id: '' })).toEqual({
      status: 'error',
      productData: [],
    });
  });
});

describe('categoryByIds', () => {
  it('answers the categories in the given order with the image base and default image', async () => {
    const res = await answer('categoryByIds', { home_cat_multi_id: '3, 2,99,1' });
    expect(res).toMatchObject({
      status: 'success',
      default_image_path: DEFAULT_IMAGE,
      categoryImageUrl: '/media/categories/',
    });
    expect(res.default_image_path).toBe('/img/default_img.png');
    expect(res.resCategoryData.map((c) => c.cat_slug)).toEqual(['stoles', 'sarees', 'necklaces']);
    expect(res.resCategoryData[1]).toEqual({
      cat_id: 2,
      cat_name: 'Sarees',
      cat_slug: 'sarees',
      cat_image: '/media/categories/sarees.webp',
      cat_video: '/media/categories/sarees-loom.mp4',
    });
    expect(res.resCategoryData[0]?.cat_video).toBe('');
  });

  it('answers an error with no tiles when no ids are given', async () => {
    expect(await answer('categoryByIds', { home_cat_multi_id: '' })).toMatchObject({
      status: 'error',
      resCategoryData: [],
    });
  });

  it('refuses a body without data, as every call refuses a bad body', async () => {
    const res = await apiCall(server.app, 'categoryByIds', {});
    expect(res.status).toBe(400);
  });
});
