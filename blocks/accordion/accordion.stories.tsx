import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/accordion.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/accordion.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Accordion',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrequentlyAskedQuestions: Story = {
  ...fixtureStory(fixtures, 'Frequently asked questions'),
  name: 'Frequently asked questions',
};
export const ItemsWithoutContentAreSkipped: Story = {
  ...fixtureStory(fixtures, 'Items without content are skipped'),
  name: 'Items without content are skipped',
};
export const LongListWithoutLandmarkRegions: Story = {
  ...fixtureStory(fixtures, 'Long list without landmark regions'),
  name: 'Long list without landmark regions',
};
export const SingleItem: Story = { ...fixtureStory(fixtures, 'Single item'), name: 'Single item' };
export const InvalidNoItems: Story = { ...fixtureStory(fixtures, 'Invalid: no items'), name: 'Invalid: no items' };
export const InvalidEveryItemWithoutContent: Story = {
  ...fixtureStory(fixtures, 'Invalid: every item without content'),
  name: 'Invalid: every item without content',
};
export const InvalidItemsNotAList: Story = {
  ...fixtureStory(fixtures, 'Invalid: items not a list'),
  name: 'Invalid: items not a list',
};
