import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/featured-blogs.json';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { FeaturedBlogsResponseSchema } from '@schemas/showcase';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { featuredBlogsQueryOptions } from '@/data/showcase/featured-blogs';
import { FeaturedBlogsBlock } from './featured-blogs';

const { queryKey } = featuredBlogsQueryOptions();
/** Featured posts as the server answers them (fixtures/responses/showcase.ts, from content/showcase/blogs.json). */
const blogs = FeaturedBlogsResponseSchema.parse(showcaseResponses.featuredBlogsList());

function withBlogs(name: string) {
  const story = fixtureStory(fixtures, name);
  return { parameters: { ...story.parameters, queryData: [[queryKey, blogs] as const] } };
}

/** One story per entry of fixtures/blocks/featured-blogs.json, plus loading, failure and phone views. */
const meta = {
  title: 'Blocks/Featured blogs',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedBlogs: Story = { ...withBlogs('Featured blogs'), name: 'Featured blogs' };
export const StringHomeType: Story = { ...withBlogs('String home_type'), name: 'String home_type' };
export const UnknownSettingsAreIgnored: Story = {
  ...withBlogs('Unknown settings are ignored'),
  name: 'Unknown settings are ignored',
};

export const Loading: Story = {
  parameters: { ...fixtureStory(fixtures, 'Featured blogs').parameters, queryLoading: [queryKey] },
};

/** A failed call shows shoppers nothing (spec: shell §8). */
export const FailedCall: Story = {
  render: () => <FeaturedBlogsBlock />,
  parameters: { queryError: [queryKey] },
};

export const Mobile: Story = {
  ...withBlogs('Featured blogs'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
