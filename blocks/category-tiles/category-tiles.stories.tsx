import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/category-tiles.json';
import { productListsResponses } from '@fixtures/responses/product-lists';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures } from '../../tests/support/block-fixtures';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { categoryIdList, categoryTilesQueryOptions } from '@/data/catalogue/category-tiles';
import { categoryTilesBlock } from './definition';

/**
 * A fixture's story with its categories already in the query cache (as fixtures/responses/product-lists.ts
 * answers categoryByIds from the seed's categories), so an editor previewing sees the tiles at once.
 */
function withCategories(name: string, extra: { loading?: boolean } = {}) {
  const story = fixtureStory(fixtures, name);
  const fixture = blockFixtures(fixtures).find((f) => f.name === name);
  const parsed = categoryTilesBlock.parse(withNumericHomeType(fixture?.payload));
  if (!parsed.success) return story; // the editors' error card
  const ids = categoryIdList(parsed.data);
  const { queryKey } = categoryTilesQueryOptions(ids);
  const data = productListsResponses.categoryByIds({ data: { home_cat_multi_id: ids } });
  return {
    parameters: {
      ...story.parameters,
      ...(extra.loading ? { queryLoading: [queryKey] } : { queryData: [[queryKey, data] as const] }),
    },
  };
}

/** One story per entry of fixtures/blocks/category-tiles.json, rendered through the renderer, plus loading and phone views. */
const meta = {
  title: 'Blocks/Category tiles',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GridOf4WithNames: Story = { ...withCategories('Grid of 4 with names'), name: 'Grid of 4 with names' };
export const SliderWithNames: Story = { ...withCategories('Slider with names'), name: 'Slider with names' };
export const GridOf3WithoutNames: Story = {
  ...withCategories('Grid of 3 without names'),
  name: 'Grid of 3 without names',
};
export const TwoColumns: Story = { ...withCategories('Two columns'), name: 'Two columns' };
export const SliderWithoutATitle: Story = {
  ...withCategories('Slider without a title'),
  name: 'Slider without a title',
};
export const StringNumbersFromTheBackOffice: Story = {
  ...withCategories('String numbers from the back office'),
  name: 'String numbers from the back office',
};
export const IdsAsAListUnknownIdsSkipped: Story = {
  ...withCategories('Ids as a list, unknown ids skipped'),
  name: 'Ids as a list, unknown ids skipped',
};
export const InvalidMissingHomeCatMultiId: Story = {
  ...withCategories('Invalid: missing home_cat_multi_id'),
  name: 'Invalid: missing home_cat_multi_id',
};
export const InvalidCategoryIdsNotNumbers: Story = {
  ...withCategories('Invalid: category ids not numbers'),
  name: 'Invalid: category ids not numbers',
};
export const InvalidHomeColumnNotANumber: Story = {
  ...withCategories('Invalid: home_column not a number'),
  name: 'Invalid: home_column not a number',
};

/** While categories load: 3 placeholder tiles in the block's own grid (shell §9 "3 home tiles"). */
export const Loading: Story = withCategories('Grid of 4 with names', { loading: true });

/** A phone (390 px): two tiles per row, the slider two per view. */
export const Phone: Story = {
  ...withCategories('Slider with names'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
