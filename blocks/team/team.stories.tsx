import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/team.json';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { TeamsResponseSchema } from '@schemas/showcase';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { teamQueryOptions } from '@/data/showcase/team';
import { TeamBlock } from './team';

const { queryKey } = teamQueryOptions();
/** The team as the server answers it (fixtures/responses/showcase.ts, from the seed's content/showcase/team.json). */
const team = TeamsResponseSchema.parse(showcaseResponses.getTeamsData());

/** A fixture's story with the team already in the query cache (MSW answers the same when nothing is seeded). */
function withTeam(name: string) {
  const story = fixtureStory(fixtures, name);
  return { parameters: { ...story.parameters, queryData: [[queryKey, team] as const] } };
}

/** One story per entry of fixtures/blocks/team.json, rendered through the renderer, plus loading, failure and phone views. */
const meta = {
  title: 'Blocks/Team',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { ...withTeam('Grid'), name: 'Grid' };
export const Slider: Story = { ...withTeam('Slider'), name: 'Slider' };
export const SliderWhenTheTypeIsLeftOut: Story = {
  ...withTeam('Slider when the type is left out'),
  name: 'Slider when the type is left out',
};
export const StringNumbersGridOfTheFirstFour: Story = {
  ...withTeam('String numbers: grid of the first four'),
  name: 'String numbers: grid of the first four',
};
export const InvalidMemberCountInWords: Story = {
  ...withTeam('Invalid: member count in words'),
  name: 'Invalid: member count in words',
};
export const InvalidNegativeMemberCount: Story = {
  ...withTeam('Invalid: negative member count'),
  name: 'Invalid: negative member count',
};

/** The skeleton holds one row of cards while the call is in flight. */
export const Loading: Story = {
  parameters: { ...fixtureStory(fixtures, 'Grid').parameters, queryLoading: [queryKey] },
};

/** A failed call shows shoppers nothing (spec: shell §8). */
export const FailedCall: Story = {
  render: () => <TeamBlock home_type={8} home_brij_team_type={1} home_brij_team_value={undefined} />,
  parameters: { queryError: [queryKey] },
};

/** Two members per row on a phone. */
export const Mobile: Story = {
  ...withTeam('Grid'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
