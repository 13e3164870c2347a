import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/video.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/** One story per entry of fixtures/blocks/video.json, rendered through the renderer (invalid ones show the error card). */
const meta = {
  title: 'Blocks/Looping video',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadedVideo: Story = { ...fixtureStory(fixtures, 'Uploaded video'), name: 'Uploaded video' };
export const PortraitVideoForPhones: Story = {
  ...fixtureStory(fixtures, 'Portrait video for phones'),
  name: 'Portrait video for phones',
};
export const HomeTypeAsAString: Story = {
  ...fixtureStory(fixtures, 'home_type as a string'),
  name: 'home_type as a string',
};
export const VideoHostedElsewhereNoPoster: Story = {
  ...fixtureStory(fixtures, 'Video hosted elsewhere, no poster'),
  name: 'Video hosted elsewhere, no poster',
};
export const InvalidMissingHomeVideo: Story = {
  ...fixtureStory(fixtures, 'Invalid: missing home_video'),
  name: 'Invalid: missing home_video',
};
export const InvalidEmptyHomeVideo: Story = {
  ...fixtureStory(fixtures, 'Invalid: empty home_video'),
  name: 'Invalid: empty home_video',
};
export const InvalidNullHomeVideo: Story = {
  ...fixtureStory(fixtures, 'Invalid: null home_video'),
  name: 'Invalid: null home_video',
};
