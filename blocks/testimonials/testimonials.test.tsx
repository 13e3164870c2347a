import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/testimonials.json';
import { showcase } from '@fixtures/index';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { itBehavesLikeAShowcaseBlock, serve } from '../../tests/support/showcase-block-suite';
import { testimonialsBlock } from './definition';
import { TestimonialsBlock } from './testimonials';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
// The real autoplay plugin, watched: the slider's interval is part of the spec (shell §2).
vi.mock('embla-carousel-autoplay', async (original) => {
  const real = await original<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(real.default) };
});

const fixtures = blockFixtures(fixtureJson);
const featured = showcase.testimonials.filter((t) => t.testimonial_featured);
const quotes = async () => screen.findAllByRole('figure');

describe('testimonials schema (home_type 15)', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('parses "%s" to just its type', (_, f) => {
    expect(parseFixture(testimonialsBlock, f.payload)).toEqual({ home_type: 15 });
  });
});

describe('TestimonialsBlock', () => {
  itBehavesLikeAShowcaseBlock({
    call: 'featuredTestimonialList',
    label: 'Testimonials',
    block: () => <TestimonialsBlock />,
    layout: 'slider',
    count: featured.length,
    // spec: shell §2 "Hero and testimonials autoplay every 2500 ms"; dots below, not arrows over the words.
    slider: { block: () => <TestimonialsBlock />, slides: featured.length, autoplayMs: 2500, controls: 'dots' },
    listField: 'testimonialData',
  });

  it('shows 1 testimonial per view below 768 px and 2 from 768 px', async () => {
    serve();
    renderBlocks(<TestimonialsBlock />);
    const region = await screen.findByRole('region', { name: 'Testimonials' });
    expect(region.style.getPropertyValue('--pv-base')).toBe('1');
    expect(region.style.getPropertyValue('--pv-768')).toBe('2');
  });

  it('quotes each customer with name, city and picture; HTML and plain text both read as text', async () => {
    serve();
    renderBlocks(<TestimonialsBlock />);
    const [first, second] = await quotes();
    const ananya = featured[0];
    expect(within(first as HTMLElement).getByText(ananya?.testimonial_name ?? '')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(ananya?.testimonial_location ?? '')).toBeTruthy();
    expect(first?.querySelector('blockquote p')?.textContent).toMatch(/^The temple necklace/);
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(ananya?.testimonial_image);
    // The second is plain text in the seed: no markup shows.
    expect(second?.querySelector('blockquote')?.textContent).toBe(featured[1]?.testimonial_desc);
  });

  it('joins bare file names with testimonial_image_path, sanitises HTML and drops an empty city', async () => {
    serve({
      status: 'success',
      testimonialData: [
        {
          testimonial_id: '7',
          testimonial_name: 'Asha',
          testimonial_location: '',
          testimonial_desc: '<p>Lovely <img src=x onerror="alert(1)"><script>alert(2)</script></p>',
          testimonial_image: 'asha.webp',
        },
      ],
      testimonial_image_path: '/media/testimonials/',
    });
    renderBlocks(<TestimonialsBlock />);
    const [card] = await quotes();
    const images = card?.querySelectorAll('img') ?? [];
    expect(images[images.length - 1]?.getAttribute('src')).toBe('/media/testimonials/asha.webp');
    expect(card?.querySelector('[onerror]')).toBeNull();
    expect(card?.querySelector('script')).toBeNull();
    expect(card?.querySelector('figcaption')?.textContent).toBe('Asha');
    // A single testimonial needs no controls.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
