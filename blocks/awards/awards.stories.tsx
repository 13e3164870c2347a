import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/awards.json';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { AwardsResponseSchema } from '@schemas/showcase';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { AwardsBlock } from './awards';
import { awardsQueryOptions } from '@/data/showcase/awards';

const { queryKey } = awardsQueryOptions();
/** Awards as the server answers them (fixtures/responses/showcase.ts, from content/showcase/awards.json). */
const awards = AwardsResponseSchema.parse(showcaseResponses.getAwardCertificateData());

function withAwards(name: string) {
  const story = fixtureStory(fixtures, name);
  return { parameters: { ...story.parameters, queryData: [[queryKey, awards] as const] } };
}

/** One story per entry of fixtures/blocks/awards.json, rendered through the renderer, plus loading, failure and phone views. */
const meta = {
  title: 'Blocks/Awards and certificates',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GridWithDescriptions: Story = { ...withAwards('Grid with descriptions'), name: 'Grid with descriptions' };
export const GridWithoutDescriptions: Story = {
  ...withAwards('Grid without descriptions'),
  name: 'Grid without descriptions',
};
export const SliderWithDescriptions: Story = {
  ...withAwards('Slider with descriptions'),
  name: 'Slider with descriptions',
};
export const SliderWithoutDescriptions: Story = {
  ...withAwards('Slider without descriptions'),
  name: 'Slider without descriptions',
};
export const StringNumbersGridOfTheFirstThree: Story = {
  ...withAwards('String numbers: grid of the first three'),
  name: 'String numbers: grid of the first three',
};
export const InvalidCertificateCountWithAFraction: Story = {
  ...withAwards('Invalid: certificate count with a fraction'),
  name: 'Invalid: certificate count with a fraction',
};
export const InvalidLayoutTypeInWords: Story = {
  ...withAwards('Invalid: layout type in words'),
  name: 'Invalid: layout type in words',
};

export const Loading: Story = {
  parameters: { ...fixtureStory(fixtures, 'Grid with descriptions').parameters, queryLoading: [queryKey] },
};

/** A failed call shows shoppers nothing (spec: shell §8). */
export const FailedCall: Story = {
  render: () => (
    <AwardsBlock
      home_type={9}
      home_brij_award_type={1}
      home_brij_award_display_desc
      home_brij_award_value={undefined}
    />
  ),
  parameters: { queryError: [queryKey] },
};

export const Mobile: Story = {
  ...withAwards('Slider with descriptions'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
