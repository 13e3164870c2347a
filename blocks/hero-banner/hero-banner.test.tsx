import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/hero-banner.json';
import { TopBannerResponseSchema } from '@schemas/content';
import * as apiClient from '@/lib/api-client';
import { blockFixtures } from '../../tests/support/block-fixtures';
import { stubViewport } from '../../tests/support/viewport';
import { HeroBanner } from './hero-banner';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));

const fixtures = blockFixtures(fixtureJson);
const payloadOf = (name: string) => fixtures.find((f) => f.name === name)?.payload;
const callApi = vi.mocked(apiClient.callApi);

/** Answers top-banner-list the way the real client does: parsed with the contract, or a thrown error. */
function serve(payload: unknown) {
  callApi.mockImplementation((async () =>
    TopBannerResponseSchema.parse(payload)) as unknown as typeof apiClient.callApi);
}

function renderHero() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HeroBanner />
    </QueryClientProvider>,
  );
}

const slides = async () => screen.findAllByRole('group', {}, { timeout: 2000 });

beforeEach(() => {
  stubViewport({ width: 1280 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  callApi.mockReset();
});

describe('HeroBanner', () => {
  it('holds a placeholder at the desktop ratio, then shows the browser set', async () => {
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    expect(screen.getByTestId('hero-placeholder').style.aspectRatio).toBe('1600 / 700');
    expect(await slides()).toHaveLength(3);
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'top-banner-list' }),
      undefined,
      expect.anything(),
    );
    const images = screen.getByRole('region', { name: 'Featured' }).querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/media/banners/hero-1.webp',
      '/media/banners/hero-2.webp',
      '/media/banners/hero-3.webp',
    ]);
    const [first, second] = images;
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('width')).toBe('1600');
    expect(first?.getAttribute('height')).toBe('700');
    expect(first?.getAttribute('sizes')).toBe('100vw');
  });

  it('shows the first slide as a still poster until the slider starts 500 ms after the data', async () => {
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    const placeholder = screen.getByTestId('hero-placeholder');
    expect(placeholder.querySelector('img')).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByTestId('hero-placeholder').querySelector('img')?.getAttribute('src')).toBe(
        '/media/banners/hero-1.webp',
      ),
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(await slides()).toHaveLength(3);
    expect(screen.queryByTestId('hero-placeholder')).toBeNull();
  });

  it('links category, then tag, then the external url, all in a new tab', async () => {
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    const links = (await slides()).map((slide) => within(slide).getByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/list/category/necklaces',
      '/list/tag/new-arrivals',
      'https://www.example.in/handloom-stories',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Named by the slide's description.
    expect(screen.getByRole('link', { name: /The Bridal Edit/ })).toBe(links[0]);
  });

  it('shows the mobile set at 768 px and below, at the mobile ratio', async () => {
    stubViewport({ width: 768 });
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    expect(screen.getByTestId('hero-placeholder').style.aspectRatio).toBe('800 / 1000');
    await slides();
    const first = screen.getByRole('region', { name: 'Featured' }).querySelector('img');
    expect(first?.getAttribute('src')).toBe('/media/banners/hero-1-mobile.webp');
    expect(first?.getAttribute('width')).toBe('800');
    // The third mobile slide has no description: its link is named from the url.
    expect(screen.getByRole('link', { name: 'Handloom stories (opens in a new tab)' })).toBeTruthy();
  });

  it('has dots, previous/next and a pause button', async () => {
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    await slides();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('does not offer autoplay controls to people who prefer reduced motion', async () => {
    stubViewport({ width: 1280, reducedMotion: true });
    serve(payloadOf('Three slides with descriptions'));
    renderHero();
    await slides();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('plays a muted, looping, inline video for slider_view 2', async () => {
    serve(payloadOf('Video slide'));
    renderHero();
    await slides();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/banners/hero-loop.mp4');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
  });

  it('renders a single slide without controls or link', async () => {
    serve(payloadOf('Single slide without a link'));
    renderHero();
    expect(await slides()).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('drops script links and unsafe description markup', async () => {
    serve(payloadOf('Hostile link and description'));
    renderHero();
    await slides();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Safe heading' }).hasAttribute('onclick')).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows nothing when there are no banners', async () => {
    serve(payloadOf('No banners'));
    const { container } = renderHero();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''), { timeout: 2000 });
  });

  it('ends loading silently when the call fails', async () => {
    serve(payloadOf('Invalid: banners not a list'));
    const { container } = renderHero();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''), { timeout: 2000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
