import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/tabs.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/tabs.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Tabs',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CareByMaterial: Story = { ...fixtureStory(fixtures, 'Care by material'), name: 'Care by material' };
export const SingleTab: Story = { ...fixtureStory(fixtures, 'Single tab'), name: 'Single tab' };
export const ItemsWithoutATitleOrContentAreSkipped: Story = {
  ...fixtureStory(fixtures, 'Items without a title or content are skipped'),
  name: 'Items without a title or content are skipped',
};
export const ManyTabsScrollOnPhones: Story = {
  ...fixtureStory(fixtures, 'Many tabs scroll on phones'),
  name: 'Many tabs scroll on phones',
};
export const NullsFromTheBackOffice: Story = {
  ...fixtureStory(fixtures, 'Nulls from the back office'),
  name: 'Nulls from the back office',
};
export const InvalidNoItems: Story = { ...fixtureStory(fixtures, 'Invalid: no items'), name: 'Invalid: no items' };
export const InvalidEveryItemEmpty: Story = {
  ...fixtureStory(fixtures, 'Invalid: every item empty'),
  name: 'Invalid: every item empty',
};
export const InvalidItemsMissing: Story = {
  ...fixtureStory(fixtures, 'Invalid: items missing'),
  name: 'Invalid: items missing',
};
export const InvalidItemsNotAList: Story = {
  ...fixtureStory(fixtures, 'Invalid: items not a list'),
  name: 'Invalid: items not a list',
};
