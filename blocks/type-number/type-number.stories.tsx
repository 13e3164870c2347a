import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/type-number.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/type-number.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Type number',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Type3: Story = { ...fixtureStory(fixtures, 'Type 3'), name: 'Type 3' };
export const Type6: Story = { ...fixtureStory(fixtures, 'Type 6'), name: 'Type 6' };
export const Type7SentAsAString: Story = {
  ...fixtureStory(fixtures, 'Type 7 sent as a string'),
  name: 'Type 7 sent as a string',
};
export const InvalidUnknownType99: Story = {
  ...fixtureStory(fixtures, 'Invalid: unknown type 99'),
  name: 'Invalid: unknown type 99',
};
export const InvalidMissingHomeType: Story = {
  ...fixtureStory(fixtures, 'Invalid: missing home_type'),
  name: 'Invalid: missing home_type',
};
