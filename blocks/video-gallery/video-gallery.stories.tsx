import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/video-gallery.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';

/**
 * One story per entry of fixtures/blocks/video-gallery.json, rendered through the renderer (invalid ones show
 * the error card). Tap a still to open the player.
 */
const meta = {
  title: 'Blocks/Video gallery slider',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CraftVideosThreePerView: Story = {
  ...fixtureStory(fixtures, 'Craft videos, three per view'),
  name: 'Craft videos, three per view',
};
export const DefaultsWhenSettingsAreBlank: Story = {
  ...fixtureStory(fixtures, 'Defaults when settings are blank'),
  name: 'Defaults when settings are blank',
};
export const OneVideo: Story = { ...fixtureStory(fixtures, 'One video'), name: 'One video' };
export const YouTubeVimeoAndOtherLinks: Story = {
  ...fixtureStory(fixtures, 'YouTube, Vimeo and other links'),
  name: 'YouTube, Vimeo and other links',
};
export const ArrowsHiddenNoAutoplayWideSpacing: Story = {
  ...fixtureStory(fixtures, 'Arrows hidden, no autoplay, wide spacing'),
  name: 'Arrows hidden, no autoplay, wide spacing',
};
export const ItemsWithoutAVideoAreSkipped: Story = {
  ...fixtureStory(fixtures, 'Items without a video are skipped'),
  name: 'Items without a video are skipped',
};
export const NumbersAndFlagsAsStrings: Story = {
  ...fixtureStory(fixtures, 'Numbers and flags as strings'),
  name: 'Numbers and flags as strings',
};
export const WithoutCaptions: Story = { ...fixtureStory(fixtures, 'Without captions'), name: 'Without captions' };
export const InvalidNoVideos: Story = { ...fixtureStory(fixtures, 'Invalid: no videos'), name: 'Invalid: no videos' };
export const InvalidItemsWithoutAVideo: Story = {
  ...fixtureStory(fixtures, 'Invalid: items without a video'),
  name: 'Invalid: items without a video',
};
export const InvalidOnlyAScriptUrl: Story = {
  ...fixtureStory(fixtures, 'Invalid: only a script URL'),
  name: 'Invalid: only a script URL',
};
export const InvalidGalleryMissing: Story = {
  ...fixtureStory(fixtures, 'Invalid: gallery missing'),
  name: 'Invalid: gallery missing',
};
export const InvalidSlidesPerViewInWords: Story = {
  ...fixtureStory(fixtures, 'Invalid: slides per view in words'),
  name: 'Invalid: slides per view in words',
};
