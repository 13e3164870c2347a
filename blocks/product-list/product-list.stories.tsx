import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/product-list.json';
import { productListsResponses } from '@fixtures/responses/product-lists';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures } from '../../tests/support/block-fixtures';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import {
  fromCategoryProducts,
  fromCustomProducts,
  fromTagProducts,
  productListBody,
  productListQueryOptions,
  productListRequest,
  type ProductListData,
  type ProductListRequest,
} from '@/data/catalogue/product-list';
import { productListBlock } from './definition';

/** The list's data as the server would answer (fixtures/responses/product-lists.ts, the seed's catalogue). */
function answer(request: ProductListRequest): ProductListData {
  const body = productListBody(request);
  if (request.kind === 'category') return fromCategoryProducts(productListsResponses.categoryWiseProducts(body));
  if (request.kind === 'tag') return fromTagProducts(productListsResponses.tagsWiseProducts(body));
  return fromCustomProducts(productListsResponses.customProducts(body));
}

/**
 * A fixture's story with its products already in the query cache, so an editor previewing sees the list
 * at once, exactly as the shop's catalogue fills it (MSW answers the same when nothing is seeded).
 */
function withProducts(name: string, extra: { loading?: boolean } = {}) {
  const story = fixtureStory(fixtures, name);
  const fixture = blockFixtures(fixtures).find((f) => f.name === name);
  const parsed = productListBlock.parse(withNumericHomeType(fixture?.payload));
  if (!parsed.success) return story; // the editors' error card
  const request = productListRequest(parsed.data);
  const { queryKey } = productListQueryOptions(request);
  return {
    parameters: {
      ...story.parameters,
      ...(extra.loading ? { queryLoading: [queryKey] } : { queryData: [[queryKey, answer(request)] as const] }),
    },
  };
}

/** One story per entry of fixtures/blocks/product-list.json, rendered through the renderer, plus loading and phone views. */
const meta = {
  title: 'Blocks/Product list',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategoryGridOf4: Story = { ...withProducts('By category, grid of 4'), name: 'By category, grid of 4' };
export const ByCategorySlider: Story = { ...withProducts('By category, slider'), name: 'By category, slider' };
export const ByTagSlider: Story = { ...withProducts('By tag, slider'), name: 'By tag, slider' };
export const ByTagGridOf3: Story = { ...withProducts('By tag, grid of 3'), name: 'By tag, grid of 3' };
export const CustomProducts: Story = { ...withProducts('Custom products'), name: 'Custom products' };
export const CustomProductsSliderWithoutATitle: Story = {
  ...withProducts('Custom products, slider without a title'),
  name: 'Custom products, slider without a title',
};
export const TwoColumns: Story = { ...withProducts('Two columns'), name: 'Two columns' };
export const NoTitle: Story = { ...withProducts('No title'), name: 'No title' };
export const StringNumbersFromTheBackOffice: Story = {
  ...withProducts('String numbers from the back office'),
  name: 'String numbers from the back office',
};
export const InvalidHomeColumnNotANumber: Story = {
  ...withProducts('Invalid: home_column not a number'),
  name: 'Invalid: home_column not a number',
};
export const InvalidByCategoryWithoutHomeCatId: Story = {
  ...withProducts('Invalid: by category without home_cat_id'),
  name: 'Invalid: by category without home_cat_id',
};
export const InvalidByTagWithoutHomeTagId: Story = {
  ...withProducts('Invalid: by tag without home_tag_id'),
  name: 'Invalid: by tag without home_tag_id',
};
export const InvalidCustomProductsWithoutIds: Story = {
  ...withProducts('Invalid: custom products without ids'),
  name: 'Invalid: custom products without ids',
};
export const InvalidCustomProductIdsNotNumbers: Story = {
  ...withProducts('Invalid: custom product ids not numbers'),
  name: 'Invalid: custom product ids not numbers',
};
export const InvalidTooManyItems: Story = {
  ...withProducts('Invalid: too many items'),
  name: 'Invalid: too many items',
};

/** While products load: the spec's 2 rows of 4 placeholder cards in the list's own box (shell §4, §9). */
export const Loading: Story = withProducts('By category, grid of 4', { loading: true });

/** A phone (390 px): two products per row, the slider two per view. */
export const Phone: Story = {
  ...withProducts('By category, grid of 4'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
