import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/heading.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/heading.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Heading',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSizeH1: Story = { ...fixtureStory(fixtures, 'Default size (h1)'), name: 'Default size (h1)' };
export const SizeH2: Story = { ...fixtureStory(fixtures, 'Size h2'), name: 'Size h2' };
export const SizeH3: Story = { ...fixtureStory(fixtures, 'Size h3'), name: 'Size h3' };
export const SizeH4: Story = { ...fixtureStory(fixtures, 'Size h4'), name: 'Size h4' };
export const SizeH5: Story = { ...fixtureStory(fixtures, 'Size h5'), name: 'Size h5' };
export const SizeH6: Story = { ...fixtureStory(fixtures, 'Size h6'), name: 'Size h6' };
export const CentredWithSubheading: Story = {
  ...fixtureStory(fixtures, 'Centred with subheading'),
  name: 'Centred with subheading',
};
export const RightAligned: Story = { ...fixtureStory(fixtures, 'Right aligned'), name: 'Right aligned' };
export const ExtraClassAndInlineStyle: Story = {
  ...fixtureStory(fixtures, 'Extra class and inline style'),
  name: 'Extra class and inline style',
};
export const HomeTypeAsAString: Story = {
  ...fixtureStory(fixtures, 'home_type as a string'),
  name: 'home_type as a string',
};
export const InvalidHeadingWithoutText: Story = {
  ...fixtureStory(fixtures, 'Invalid: heading without text'),
  name: 'Invalid: heading without text',
};
export const InvalidSizeH9: Story = { ...fixtureStory(fixtures, 'Invalid: size h9'), name: 'Invalid: size h9' };
