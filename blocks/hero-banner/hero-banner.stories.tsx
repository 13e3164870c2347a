import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/hero-banner.json';
import { TopBannerResponseSchema } from '@schemas/content';
import { blockFixtures } from '../../tests/support/block-fixtures';
import { topBannerQueryOptions } from '@/data/content/top-banners';
import { HeroBanner } from './hero-banner';

const { queryKey } = topBannerQueryOptions();

/** Seeds the banners query with a fixture's payload, parsed as the API client would (or failed, if invalid). */
function fromFixture(name: string) {
  const fixture = blockFixtures(fixtures).find((f) => f.name === name);
  if (!fixture) throw new Error(`No fixture named "${name}"`);
  const parsed = TopBannerResponseSchema.safeParse(fixture.payload);
  return { parameters: parsed.success ? { queryData: [[queryKey, parsed.data]] } : { queryError: [queryKey] } };
}

/** One story per entry of fixtures/blocks/hero-banner.json, plus loading and mobile views. */
const meta = {
  title: 'Blocks/Hero banner',
  component: HeroBanner,
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSlidesWithDescriptions: Story = {
  ...fromFixture('Three slides with descriptions'),
  name: 'Three slides with descriptions',
};
export const SingleSlideWithoutALink: Story = {
  ...fromFixture('Single slide without a link'),
  name: 'Single slide without a link',
};
export const VideoSlide: Story = { ...fromFixture('Video slide'), name: 'Video slide' };
export const HostileLinkAndDescription: Story = {
  ...fromFixture('Hostile link and description'),
  name: 'Hostile link and description',
};
export const NoBanners: Story = { ...fromFixture('No banners'), name: 'No banners' };
export const InvalidBannersNotAList: Story = {
  ...fromFixture('Invalid: banners not a list'),
  name: 'Invalid: banners not a list',
};

/** The placeholder holds the banner's box while the call is in flight. */
export const Loading: Story = { parameters: { queryLoading: [queryKey] } };

/** The mobile set, at a phone's width (768 px and below). */
export const Mobile: Story = {
  ...fromFixture('Three slides with descriptions'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
