import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/events.json';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { EventsResponseSchema } from '@schemas/showcase';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { eventsQueryOptions } from '@/data/showcase/events';
import { EventsBlock } from './events';

const { queryKey } = eventsQueryOptions();
/** Events as the server answers them (fixtures/responses/showcase.ts, from content/showcase/events.json). */
const events = EventsResponseSchema.parse(showcaseResponses.getEventsData());

function withEvents(name: string) {
  const story = fixtureStory(fixtures, name);
  return { parameters: { ...story.parameters, queryData: [[queryKey, events] as const] } };
}

/** One story per entry of fixtures/blocks/events.json, rendered through the renderer, plus loading, failure and phone views. */
const meta = {
  title: 'Blocks/Events',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { ...withEvents('Grid'), name: 'Grid' };
export const Slider: Story = { ...withEvents('Slider'), name: 'Slider' };
export const StringNumbersGridOfTheFirstTwo: Story = {
  ...withEvents('String numbers: grid of the first two'),
  name: 'String numbers: grid of the first two',
};
export const SliderOfTheFirstThree: Story = {
  ...withEvents('Slider of the first three'),
  name: 'Slider of the first three',
};
export const InvalidEventCountInWords: Story = {
  ...withEvents('Invalid: event count in words'),
  name: 'Invalid: event count in words',
};
export const InvalidLayoutTypeInWords: Story = {
  ...withEvents('Invalid: layout type in words'),
  name: 'Invalid: layout type in words',
};

export const Loading: Story = {
  parameters: { ...fixtureStory(fixtures, 'Grid').parameters, queryLoading: [queryKey] },
};

/** A failed call shows shoppers nothing (spec: shell §8). */
export const FailedCall: Story = {
  render: () => <EventsBlock home_type={10} home_brij_event_type={1} home_brij_event_value={undefined} />,
  parameters: { queryError: [queryKey] },
};

export const Mobile: Story = {
  ...withEvents('Slider'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
