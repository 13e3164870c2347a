import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/category-tiles.json';
import { categories } from '@fixtures/index';
import { productListsResponses } from '@fixtures/responses/product-lists';
import { withNumericHomeType } from '@schemas/cms';
import { categoryByIds } from '@schemas/calls/catalogue';
import { type CallDef } from '@schemas/call';
import * as apiClient from '@/lib/api-client';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { categoryIdList, categoryTilesQueryOptions, type CategoryTilesBlock } from '@/data/catalogue/category-tiles';
import { CategoryTiles } from './category-tiles';
import { categoryTilesBlock } from './definition';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));

const fixtures = blockFixtures(fixtureJson);
const block = (name: string): CategoryTilesBlock =>
  parseFixture(categoryTilesBlock, fixtures.find((f) => f.name === name)?.payload);
const callApi = vi.mocked(apiClient.callApi);

/** Answers categoryByIds as the real client does: the canned fixture answer (or `answer`), parsed. */
function serve(answer?: (body: unknown) => unknown) {
  callApi.mockImplementation((async (def: CallDef, body: unknown) =>
    def.response.parse(
      answer ? answer(body) : productListsResponses.categoryByIds(body as { data: { home_cat_multi_id: string } }),
    )) as unknown as typeof apiClient.callApi);
}

const tileLinks = async () => screen.findAllByRole('link');
const nameOf = (id: number) => categories.find((c) => c.cat_id === id)?.cat_name;

afterEach(() => callApi.mockReset());

describe('category tiles schema (home_type 2)', () => {
  const problems: Record<string, [string, string]> = {
    'Invalid: missing home_cat_multi_id': ['home_cat_multi_id', 'Required'],
    'Invalid: category ids not numbers': ['home_cat_multi_id', 'Comma-separated ids, e.g. 12,7,31'],
    'Invalid: home_column not a number': ['home_column', 'Expected a whole number from 1 to 6'],
  };
  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))(
    'rejects "%s" naming the field',
    (name, f) => {
      const result = categoryTilesBlock.parse(withNumericHomeType(f.payload));
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([problems[name]]);
    },
  );

  it('reads string numbers, flags and id lists from the back office', () => {
    expect(block('String numbers from the back office')).toMatchObject({
      home_cat_title: '',
      home_cat_display_title: true,
      home_column: 3,
      home_display_type: 2,
    });
    expect(categoryIdList(block('String numbers from the back office'))).toBe('3,4,2');
    expect(categoryIdList(block('Ids as a list, unknown ids skipped'))).toBe('8,999,9');
  });
});

describe('CategoryTiles', () => {
  it('holds 3 placeholder tiles while loading (shell §9), in the block’s columns', () => {
    callApi.mockImplementation(() => new Promise(() => undefined));
    renderBlocks(<CategoryTiles {...block('Grid of 4 with names')} />);
    const skeleton = screen.getByTestId('category-tiles-skeleton');
    expect(within(skeleton).getAllByTestId('tile-skeleton')).toHaveLength(3);
    expect(skeleton.style.getPropertyValue('--cols')).toBe('4');
  });

  it('asks categoryByIds for the ids and makes one request for two blocks with the same ids', async () => {
    serve();
    const grid = block('Grid of 4 with names');
    renderBlocks(
      <CategoryTiles key="a" {...grid} />,
      <CategoryTiles key="b" {...grid} home_cat_title="Jewellery" home_display_type={1} />,
    );
    expect(await screen.findByRole('heading', { name: 'Jewellery' })).toBeTruthy();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(categoryByIds, { data: { home_cat_multi_id: '1,2,3,4' } }, expect.anything());
    expect(categoryTilesQueryOptions('1,2,3,4').queryKey).toEqual(['catalogue', 'category-tiles', '1,2,3,4']);
  });

  it('lays tiles out in a grid for home_display_type 2, in the editor’s order, linking to each category', async () => {
    serve();
    renderBlocks(<CategoryTiles {...block('Grid of 4 with names')} />);
    const list = await screen.findByRole('list', { name: 'Shop Jewellery' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([1, 2, 3, 4].map(nameOf));
    expect(links[0]?.getAttribute('href')).toBe('/list/category/necklaces');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('slides them otherwise, named by the title', async () => {
    serve();
    renderBlocks(<CategoryTiles {...block('Slider with names')} />);
    const carousel = await screen.findByRole('region', { name: 'Clothing & Textiles' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Clothing & Textiles' })).toBeTruthy();
  });

  it('hides the names from sight, not from screen readers, without home_cat_display_title', async () => {
    serve();
    renderBlocks(<CategoryTiles {...block('Grid of 3 without names')} />);
    const links = await tileLinks();
    expect(links.map((a) => a.textContent)).toEqual([1, 5, 10].map(nameOf));
    for (const link of links) expect(link.querySelector('span:last-child')?.className).toBe('visually-hidden');
  });

  it('sets the columns per width: the block’s, at most 3 on tablets and 2 on phones', async () => {
    serve();
    const { container } = renderBlocks(<CategoryTiles {...block('Slider without a title')} />);
    await tileLinks();
    const box = container.querySelector<HTMLElement>('[style*="--cols"]');
    expect([box?.style.getPropertyValue('--cols'), box?.style.getPropertyValue('--cols-tablet')]).toEqual(['5', '3']);
    expect(box?.style.getPropertyValue('--cols-phone')).toBe('2');
    expect(screen.getByRole('region', { name: 'Categories' })).toBeTruthy();
  });

  it('joins bare image names with categoryImageUrl and falls back to the default image', async () => {
    serve(() => ({
      status: 'success',
      default_image_path: '/img/default_img.png',
      categoryImageUrl: 'https://cdn.example.in/categories/',
      resCategoryData: [
        { cat_id: 1, cat_name: 'Necklaces', cat_slug: 'necklaces', cat_image: 'necklaces.webp' },
        { cat_id: 2, cat_name: 'Earrings', cat_slug: 'earrings', cat_image: null },
      ],
    }));
    const { container } = renderBlocks(<CategoryTiles {...block('Two columns')} />);
    await tileLinks();
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('src')).toBe('https://cdn.example.in/categories/necklaces.webp');
    expect(first?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('src')).toBe('/img/default_img.png');
    fireEvent.error(first as HTMLImageElement);
    expect(first?.getAttribute('src')).toBe('/img/default_img.png');
  });

  it('plays a muted, looping, inline video instead of the image when the category has one', async () => {
    serve(() => ({
      status: 'success',
      default_image_path: '/img/default_img.png',
      categoryImageUrl: '/media/categories/',
      resCategoryData: [
        { cat_id: 5, cat_name: 'Sarees', cat_slug: 'sarees', cat_image: 'sarees.webp', cat_video: 'sarees-loom.mp4' },
      ],
    }));
    const { container } = renderBlocks(<CategoryTiles {...block('Two columns')} />);
    expect((await tileLinks())[0]?.getAttribute('href')).toBe('/list/category/sarees');
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/categories/sarees-loom.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/categories/sarees.webp');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.autoplay).toBe(false); // it plays only in view, never under reduced motion (useExclusiveVideo)
    expect(container.querySelector('img')).toBeNull();
  });

  it('loads the first row at once in the page’s first section', async () => {
    serve();
    const { container } = renderBlocks(
      <AboveTheFoldContext.Provider value>
        <CategoryTiles {...block('Grid of 3 without names')} />
      </AboveTheFoldContext.Provider>,
    );
    await tileLinks();
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
    ]);
  });

  it('renders nothing when none of the categories exist', async () => {
    serve();
    const { container } = renderBlocks(<CategoryTiles {...block('Two columns')} home_cat_multi_id="998,999" />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('ends loading silently when the call fails (shell §8)', async () => {
    callApi.mockRejectedValue(new Error('Network Error'));
    const { container } = renderBlocks(<CategoryTiles {...block('Grid of 4 with names')} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
