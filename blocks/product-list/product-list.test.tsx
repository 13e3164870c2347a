import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/product-list.json';
import { products } from '@fixtures/index';
import { productListsResponses } from '@fixtures/responses/product-lists';
import { withNumericHomeType } from '@schemas/cms';
import type { CallDef } from '@schemas/call';
import * as apiClient from '@/lib/api-client';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import {
  productListBody,
  productListQueryOptions,
  productListRequest,
  type ProductListBlock,
} from '@/data/catalogue/product-list';
import { productListBlock } from './definition';
import { ProductList, listTitle } from './product-list';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));

const fixtures = blockFixtures(fixtureJson);
const block = (name: string): ProductListBlock =>
  parseFixture(productListBlock, fixtures.find((f) => f.name === name)?.payload);
const callApi = vi.mocked(apiClient.callApi);

type Builder = (body: unknown) => unknown;

/** Answers as the real client does: the canned fixture answer, parsed with the call's response schema. */
function serveFixtures(override?: (name: string, answer: unknown) => unknown) {
  callApi.mockImplementation((async (def: CallDef, body: unknown) => {
    const build = (productListsResponses as Record<string, Builder>)[def.name];
    if (!build) throw new Error(`no canned answer for ${def.name}`);
    const answer = build(body);
    return def.response.parse(override ? override(def.name, answer) : answer);
  }) as unknown as typeof apiClient.callApi);
}

const cardNames = async () =>
  (await screen.findAllByRole('article')).map((card) => within(card).getByRole('heading').textContent);

afterEach(() => callApi.mockReset());

describe('product list schema (home_type 1)', () => {
  const problems: Record<string, [string, string]> = {
    'Invalid: home_column not a number': ['home_column', 'Expected a whole number from 1 to 6'],
    'Invalid: by category without home_cat_id': ['home_cat_id', 'Required for a list by category'],
    'Invalid: by tag without home_tag_id': ['home_tag_id', 'Required for a list by tag'],
    'Invalid: custom products without ids': ['home_custome_products_id', 'Required for a list of chosen products'],
    'Invalid: custom product ids not numbers': ['home_custome_products_id', 'Comma-separated ids, e.g. 12,7,31'],
    'Invalid: too many items': ['home_no_items', 'Expected a whole number from 1 to 48'],
  };

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))(
    'rejects "%s" naming the field',
    (name, f) => {
      const result = productListBlock.parse(withNumericHomeType(f.payload));
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([problems[name]]);
    },
  );

  it('reads string numbers and flags from the back office', () => {
    const parsed = block('String numbers from the back office');
    expect(parsed).toMatchObject({ home_cat_id: 7, home_column: 3, home_display_type: 2, home_no_items: 3 });
    expect(parsed.home_display_name).toBe(true);
  });
});

describe('product list requests', () => {
  it('asks for the kind, id and count only, keyed from general to specific', () => {
    const request = productListRequest(block('By category, grid of 4'));
    expect(productListQueryOptions(request).queryKey).toEqual(['catalogue', 'product-list', 'category', 1, 8]);
    expect(productListBody(request)).toEqual({ data: { home_cat_id: 1, home_no_items: 8 } });
    const custom = productListRequest(block('Custom products, slider without a title'));
    expect(productListQueryOptions(custom).queryKey).toEqual([
      'catalogue',
      'product-list',
      'custom',
      '13,8,3,11,29',
      null,
    ]);
    expect(productListBody(custom).data.home_custome_products_id).toBe('13,8,3,11,29');
  });

  it('makes one request for two blocks showing the same products', async () => {
    serveFixtures();
    const grid = block('By category, grid of 4');
    renderBlocks(
      <ProductList key="a" {...grid} />,
      <ProductList key="b" {...grid} home_product_name="Bridal necklaces" home_display_type={1} />,
    );
    expect(await screen.findByRole('heading', { name: 'Bridal necklaces' })).toBeTruthy();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]?.[0].name).toBe('categoryWiseProducts');
  });
});

describe('ProductList', () => {
  it('holds 2 rows of 4 placeholder cards while the products load (shell §4, §9)', () => {
    callApi.mockImplementation(() => new Promise(() => undefined));
    renderBlocks(<ProductList {...block('By category, grid of 4')} />);
    const skeleton = screen.getByTestId('product-list-skeleton');
    expect(within(skeleton).getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(skeleton.style.getPropertyValue('--cols')).toBe('4');
  });

  it('holds one row for a slider and never more cards than will come', () => {
    callApi.mockImplementation(() => new Promise(() => undefined));
    renderBlocks(<ProductList {...block('By tag, slider')} />, <ProductList {...block('Two columns')} />);
    const [slider, twoColumns] = screen.getAllByTestId('product-list-skeleton');
    expect(within(slider as HTMLElement).getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(within(twoColumns as HTMLElement).getAllByTestId('product-card-skeleton')).toHaveLength(4);
  });

  it("shows a category's products in a grid under the category's name, with View all", async () => {
    serveFixtures();
    renderBlocks(<ProductList {...block('By category, grid of 4')} />);
    const list = await screen.findByRole('list', { name: 'Necklaces' });
    // The block asks for home_no_items (8) of the category's products.
    expect(within(list).getAllByRole('article')).toHaveLength(
      Math.min(products.filter((p) => p.cat_slug === 'necklaces').length, 8),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Necklaces' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    const viewAll = screen.getByRole('link', { name: 'View all Necklaces' });
    expect(viewAll.getAttribute('href')).toBe('/list/category/necklaces');
  });

  it('shows the selling price and strikes a higher list price', async () => {
    serveFixtures();
    renderBlocks(<ProductList {...block('By category, grid of 4')} />);
    const [discounted, fullPrice] = await screen.findAllByRole('article');
    expect(discounted?.querySelector('s')?.textContent).toBe('Original price ₹185,000.00');
    expect(discounted?.textContent).toContain('₹172,500.00');
    expect(discounted?.textContent).toContain('7% off');
    expect(fullPrice?.querySelector('s')).toBeNull();
    expect(fullPrice?.textContent).toContain('₹68,500.00');
  });

  it('slides a tag list in a carousel named by the tag, linking to the tag listing', async () => {
    serveFixtures();
    renderBlocks(<ProductList {...block('By tag, slider')} />);
    const carousel = await screen.findByRole('region', { name: 'New Arrivals' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'View all New Arrivals' }).getAttribute('href')).toBe(
      '/list/tag/new-arrivals',
    );
  });

  it('keeps chosen products in the editor’s order, without View all', async () => {
    serveFixtures();
    renderBlocks(<ProductList {...block('Custom products')} />);
    const ids = [21, 1, 16, 10, 28, 30];
    expect(await cardNames()).toEqual(ids.map((id) => products.find((p) => p.product_id === id)?.product_name));
    expect(screen.getByRole('heading', { level: 2, name: "Editor's Picks" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('sets the columns per width: the block’s, at most 3 on tablets and 2 on phones', async () => {
    serveFixtures();
    const { container } = renderBlocks(<ProductList {...block('By tag, grid of 3')} />);
    await screen.findAllByRole('article');
    const box = container.querySelector<HTMLElement>('[style*="--cols"]');
    expect(box?.style.getPropertyValue('--cols')).toBe('3');
    expect(box?.style.getPropertyValue('--cols-tablet')).toBe('3');
    expect(box?.style.getPropertyValue('--cols-phone')).toBe('2');
  });

  it('hides the title when home_display_name is 0', async () => {
    serveFixtures();
    renderBlocks(<ProductList {...block('No title')} />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'View all Rings' })).toBeTruthy();
  });

  it('shows no more than home_no_items, whatever the server sends', async () => {
    serveFixtures((name, answer) =>
      name === 'categoryWiseProducts'
        ? productListsResponses.categoryWiseProducts(productListBody({ kind: 'category', id: 1, count: null }))
        : answer,
    );
    renderBlocks(<ProductList {...block('String numbers from the back office')} home_cat_id={1} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('renders nothing for an empty list or an unknown category', async () => {
    serveFixtures((name, answer) => (name === 'customProducts' ? { status: 'success', productData: [] } : answer));
    const { container } = renderBlocks(
      <ProductList {...block('Custom products')} />,
      <ProductList {...block('By category, grid of 4')} home_cat_id={999} />,
    );
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('ends loading silently when the call fails (shell §8)', async () => {
    callApi.mockRejectedValue(new Error('Network Error'));
    const { container } = renderBlocks(<ProductList {...block('By tag, slider')} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('listTitle (decision on ProductListBlockSchema)', () => {
  const base = block('By category, grid of 4');
  it('falls back to the category or tag name when home_display_name is 1', () => {
    expect(listTitle({ ...base, home_product_name: '' }, 'Necklaces')).toBe('Necklaces');
    expect(listTitle({ ...base, home_product_name: ' Bridal ' }, 'Necklaces')).toBe('Bridal');
  });
  it('hides it when home_display_name is 0', () => {
    expect(listTitle({ ...base, home_display_name: false, home_product_name: 'Bridal' }, 'Necklaces')).toBe('');
  });
  it('shows a typed name when home_display_name is left out, and nothing else', () => {
    expect(listTitle({ ...base, home_display_name: undefined, home_product_name: 'Bridal' }, 'Necklaces')).toBe(
      'Bridal',
    );
    expect(listTitle({ ...base, home_display_name: undefined, home_product_name: '' }, 'Necklaces')).toBe('');
  });
});
