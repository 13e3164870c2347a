import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/featured-blogs.json';
import { showcase } from '@fixtures/index';
import { showcaseResponses } from '@fixtures/responses/showcase';
import type { CallDef } from '@schemas/contract';
import * as apiClient from '@/lib/api-client';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { blogPath } from './blog-card';
import { featuredBlogsBlock } from './definition';
import { FeaturedBlogsBlock } from './featured-blogs';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));

const callApi = vi.mocked(apiClient.callApi);
const builders = showcaseResponses as unknown as Record<string, () => unknown>;

/** Answers as the real client does: the canned answer (or `answer`), parsed with the call's schema. */
function serve(answer?: unknown) {
  callApi.mockImplementation((async (def: CallDef) => {
    if (answer instanceof Error) throw answer;
    return def.response.parse(answer ?? builders[def.name]?.());
  }) as unknown as typeof apiClient.callApi);
}

function renderBlocks(...nodes: ReactNode[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {nodes.map((node, i) => (
          <Fragment key={i}>{node}</Fragment>
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);

afterEach(() => callApi.mockReset());

const fixtures = blockFixtures(fixtureJson);
const featured = showcase.blogs.filter((b) => b.blog_featured);

describe('featured blogs schema (home_type 16)', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('parses "%s" to just its type', (_, f) => {
    expect(parseFixture(featuredBlogsBlock, f.payload)).toEqual({ home_type: 16 });
  });
});

describe('FeaturedBlogsBlock', () => {
  it('shows the featured posts as a grid of cards, each one link to /blog/{blog_slug}', async () => {
    serve();
    renderBlocks(<FeaturedBlogsBlock />);
    expect(screen.getByTestId('showcase-skeleton')).toBeTruthy();
    expect(await names()).toEqual(featured.map((b) => b.blog_name));
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
    expect(await names()).toEqual(['Kundan care']);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/blogs/kundan.webp');
    expect(screen.getByText('Dry').tagName).toBe('B');
  });

  it('falls back to the default image when a cover fails', async () => {
    serve();
    const { container } = renderBlocks(<FeaturedBlogsBlock />);
    await names();
    const img = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default_img.png');
  });

  it('makes one request for two blocks', async () => {
    serve();
    renderBlocks(<FeaturedBlogsBlock />, <FeaturedBlogsBlock />);
    await screen.findAllByRole('list', { name: 'Featured articles' });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the call fails', new Error('network')],
    ['there are no featured posts', { status: 'success', blogsData: [] }],
  ])('shows shoppers nothing when %s', async (_, answer) => {
    serve(answer);
    const { container } = renderBlocks(<FeaturedBlogsBlock />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
