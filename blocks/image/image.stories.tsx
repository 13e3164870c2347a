import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/image.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/image.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Image',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullWidth: Story = { ...fixtureStory(fixtures, 'Full width'), name: 'Full width' };
export const WithCaption: Story = { ...fixtureStory(fixtures, 'With caption'), name: 'With caption' };
export const LinkedSameTab: Story = { ...fixtureStory(fixtures, 'Linked, same tab'), name: 'Linked, same tab' };
export const LinkedNewTab: Story = { ...fixtureStory(fixtures, 'Linked, new tab'), name: 'Linked, new tab' };
export const CustomWidth: Story = { ...fixtureStory(fixtures, 'Custom width'), name: 'Custom width' };
export const CustomWidthAndHeight: Story = {
  ...fixtureStory(fixtures, 'Custom width and height'),
  name: 'Custom width and height',
};
export const OriginalSize: Story = { ...fixtureStory(fixtures, 'Original size'), name: 'Original size' };
export const InvalidMissingHomeImage: Story = {
  ...fixtureStory(fixtures, 'Invalid: missing home_image'),
  name: 'Invalid: missing home_image',
};
export const InvalidEmptyHomeImage: Story = {
  ...fixtureStory(fixtures, 'Invalid: empty home_image'),
  name: 'Invalid: empty home_image',
};
