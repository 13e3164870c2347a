import type { Meta, StoryObj } from '@storybook/react-vite';
import fixtures from '@fixtures/blocks/testimonials.json';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { TestimonialsResponseSchema } from '@schemas/showcase';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import { testimonialsQueryOptions } from '@/data/showcase/featured-testimonials';
import { TestimonialsBlock } from './testimonials';

const { queryKey } = testimonialsQueryOptions();
/** Featured testimonials as the server answers them (fixtures/responses/showcase.ts). */
const testimonials = TestimonialsResponseSchema.parse(showcaseResponses.featuredTestimonialList());

function withTestimonials(name: string) {
  const story = fixtureStory(fixtures, name);
  return { parameters: { ...story.parameters, queryData: [[queryKey, testimonials] as const] } };
}

/** One story per entry of fixtures/blocks/testimonials.json, plus loading, failure, a single testimonial and a phone. */
const meta = {
  title: 'Blocks/Testimonials',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Testimonials: Story = { ...withTestimonials('Testimonials'), name: 'Testimonials' };
export const StringHomeType: Story = { ...withTestimonials('String home_type'), name: 'String home_type' };
export const UnknownSettingsAreIgnored: Story = {
  ...withTestimonials('Unknown settings are ignored'),
  name: 'Unknown settings are ignored',
};

export const Loading: Story = {
  parameters: { ...fixtureStory(fixtures, 'Testimonials').parameters, queryLoading: [queryKey] },
};

/** One testimonial: no arrows, no autoplay. */
export const SingleTestimonial: Story = {
  parameters: {
    ...fixtureStory(fixtures, 'Testimonials').parameters,
    queryData: [[queryKey, { ...testimonials, testimonialData: testimonials.testimonialData.slice(0, 1) }] as const],
  },
};

/** A failed call shows shoppers nothing (spec: shell §8). */
export const FailedCall: Story = {
  render: () => <TestimonialsBlock />,
  parameters: { queryError: [queryKey] },
};

/** One per view below 768 px. */
export const Mobile: Story = {
  ...withTestimonials('Testimonials'),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
