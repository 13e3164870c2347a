import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/featured-blogs.json';
import { showcase } from '@fixtures/index';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { cardTitles, itBehavesLikeAShowcaseBlock, serve } from '../../tests/support/showcase-block-suite';
import { blogPath } from '@/components/ui/showcase/blog-card';
import { featuredBlogsBlock } from './definition';
import { FeaturedBlogsBlock } from './featured-blogs';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));

const fixtures = blockFixtures(fixtureJson);
const featured = showcase.blogs.filter((b) => b.blog_featured);

describe('featured blogs schema (home_type 16)', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('parses "%s" to just its type', (_, f) => {
    expect(parseFixture(featuredBlogsBlock, f.payload)).toEqual({ home_type: 16 });
  });
});

describe('FeaturedBlogsBlock', () => {
  itBehavesLikeAShowcaseBlock({
    call: 'featuredBlogsList',
    label: 'Featured articles',
    block: () => <FeaturedBlogsBlock />,
    layout: 'grid',
    count: featured.length,
    titles: featured.map((b) => b.blog_name),
    listField: 'blogsData',
  });

  it('shows only the featured posts, each card one link to /blog/{blog_slug}', async () => {
    serve();
    renderBlocks(<FeaturedBlogsBlock />);
    await cardTitles();
    const list = screen.getByRole('list', { name: 'Featured articles' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(featured.length);
    cards.forEach((card, i) => {
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]?.getAttribute('href')).toBe(`/blog/${featured[i]?.blog_slug}`);
      expect(links[0]?.textContent).toBe(featured[i]?.blog_name);
      expect(within(card).getByText(featured[i]?.blog_short_description ?? '')).toBeTruthy();
    });
    expect(screen.queryByText(showcase.blogs.find((b) => !b.blog_featured)?.blog_name ?? '-')).toBeNull();
  });

  it('encodes the slug and skips posts without one', async () => {
    expect(blogPath(' saree care ')).toBe('/blog/saree%20care');
    serve({
      status: 'success',
      blogsData: [
        { blog_name: 'No slug', blog_slug: '', blog_image: '', blog_short_description: '' },
        {
          blog_name: 'Kundan care',
          blog_slug: 'kundan-care',
          blog_image: 'kundan.webp',
          blog_short_description: '<b>Dry</b>',
        },
      ],
      blog_image_path: '/media/blogs/',
    });
    const { container } = renderBlocks(<FeaturedBlogsBlock />);
    expect(await cardTitles()).toEqual(['Kundan care']);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/blogs/kundan.webp');
    expect(screen.getByText('Dry').tagName).toBe('B');
  });
});
