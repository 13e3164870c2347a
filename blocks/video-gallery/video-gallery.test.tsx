import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/video-gallery.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { stubPlayback } from '../../tests/support/stub-playback';
import { videoGalleryBlock } from './definition';
import { VideoGallery, galleryAutoplay, galleryPerView } from './video-gallery';

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(videoGalleryBlock, fixtures.find((f) => f.name === name)?.payload);
const tile = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Video gallery' });
const slideVideos = () => [...dialog().querySelectorAll('video')];

beforeEach(() => {
  stubPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Video gallery slider (home_type 18)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    render(<VideoGallery {...parseFixture(videoGalleryBlock, fixture.payload)} />);
    expect(screen.getAllByRole('button', { name: /./ }).some((b) => b.getAttribute('aria-haspopup') === 'dialog')).toBe(
      true,
    );
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects fixture "%s"', (_, fixture) => {
    expect(videoGalleryBlock.parse(withNumericHomeType(fixture.payload)).success).toBe(false);
  });

  it('tells editors when no item has a video', () => {
    const result = videoGalleryBlock.parse({ home_type: 18, has_many_gallery: [] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['has_many_gallery'],
      message: 'No item has a video file or a video URL',
    });
  });

  it('shows each video’s poster and caption, skipping items with nothing to play', () => {
    const { container } = render(<VideoGallery {...props('Items without a video are skipped')} />);
    const captions = [...container.querySelectorAll('button[aria-haspopup]')].map((b) => b.textContent);
    expect(captions).toEqual(['Ajrakh block printing', 'Finishing temple jewellery']);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/videos/ajrakh-block-printing.webp');
  });

  it('names tiles without a caption by their place', () => {
    render(<VideoGallery {...props('Without captions')} />);
    expect(tile('Video 2')).toBeTruthy();
  });

  it('hides the arrows when the block says so', () => {
    const shown = render(<VideoGallery {...props('Craft videos, three per view')} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    shown.unmount();
    render(<VideoGallery {...props('Arrows hidden, no autoplay, wide spacing')} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('reads slides per view and spacing from the block', () => {
    const { container } = render(<VideoGallery {...props('Numbers and flags as strings')} />);
    const carousel = container.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
    expect(carousel?.style.getPropertyValue('--pv-1024')).toBe('4');
    expect(carousel?.style.getPropertyValue('--pv-base')).toBe('1');
    expect(carousel?.style.getPropertyValue('--gap')).toBe('24px');
  });

  it('opens the player at the tapped video, which plays with sound; the others wait, muted', () => {
    render(<VideoGallery {...props('Craft videos, three per view')} />);
    fireEvent.click(tile('Ajrakh block printing'));
    const videos = slideVideos();
    expect(videos.length).toBe(4);
    const [weaving, kundan, printing] = videos;
    expect(printing?.paused).toBe(false);
    expect(printing?.muted).toBe(false);
    expect(weaving?.paused).toBe(true);
    expect(kundan?.muted).toBe(true);
    expect(within(dialog()).getAllByRole('group')[2]?.className).toMatch(/active/);
  });

  it('moves to the next video: the one before pauses and falls silent', () => {
    render(<VideoGallery {...props('Craft videos, three per view')} />);
    fireEvent.click(tile('Weaving a Banarasi brocade'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next video' }));
    const [weaving, kundan] = slideVideos();
    expect(weaving?.paused).toBe(true);
    expect(weaving?.muted).toBe(true);
    expect(kundan?.paused).toBe(false);
    expect(kundan?.muted).toBe(false);
    fireEvent.keyDown(within(dialog()).getByRole('button', { name: 'Next video' }), { key: 'ArrowLeft' });
    expect(slideVideos()[0]?.paused).toBe(false);
  });

  it('gives each slide its own mute toggle; unmuting another slide makes it the active one', () => {
    render(<VideoGallery {...props('Craft videos, three per view')} />);
    fireEvent.click(tile('Weaving a Banarasi brocade'));
    const [weaving, kundan] = slideVideos();
    fireEvent.click(screen.getByRole('button', { name: 'Mute Weaving a Banarasi brocade' }));
    expect(weaving?.muted).toBe(true);
    expect(weaving?.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Weaving a Banarasi brocade' }));
    expect(weaving?.muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Setting kundan in gold foil' }));
    expect(kundan?.muted).toBe(false);
    expect(kundan?.paused).toBe(false);
    expect(weaving?.muted).toBe(true);
    expect(weaving?.paused).toBe(true);
  });

  it('makes a slide active when its own controls start it', () => {
    render(<VideoGallery {...props('Craft videos, three per view')} />);
    fireEvent.click(tile('Weaving a Banarasi brocade'));
    const [weaving, , , temple] = slideVideos();
    act(() => void temple?.play());
    expect(weaving?.paused).toBe(true);
    expect(temple?.muted).toBe(false);
  });

  it('closes on Escape, stops the video and gives focus back to the tile', async () => {
    render(<VideoGallery {...props('Craft videos, three per view')} />);
    const opener = tile('Setting kundan in gold foil');
    // Safari does not focus a button on click: the tile must get focus back all the same.
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    const playing = slideVideos()[1];
    expect(playing?.paused).toBe(false);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(playing?.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('loads a YouTube player only when asked, from youtube-nocookie.com', () => {
    render(<VideoGallery {...props('YouTube, Vimeo and other links')} />);
    fireEvent.click(tile('Our Jaipur karigars at work'));
    expect(dialog().querySelector('iframe')).toBeNull();
    const weaving = slideVideos()[0];
    fireEvent.click(screen.getByRole('button', { name: 'Play Our Jaipur karigars at work on YouTube' }));
    const frame = dialog().querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3pQ9rT2aB\?/);
    expect(frame?.getAttribute('title')).toBe('Our Jaipur karigars at work');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
    // A <video> starting unloads the third-party player (one video at a time).
    act(() => void weaving?.play());
    expect(dialog().querySelector('iframe')).toBeNull();
  });

  it('links out to sites it does not embed, in a new tab', () => {
    render(<VideoGallery {...props('YouTube, Vimeo and other links')} />);
    fireEvent.click(tile('Behind the scenes on Instagram'));
    const link = screen.getByRole('link', { name: /Watch on instagram\.com/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/reel/C0dEfGhIjKl/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('gallery settings', () => {
  it('shows one slide on phones, up to two from 576 px and the editor’s number from 1024 px', () => {
    expect(galleryPerView(undefined, 5)).toEqual({ base: 1, 576: 2, 1024: 3 });
    expect(galleryPerView(4, 2)).toEqual({ base: 1, 576: 2, 1024: 2 });
    expect(galleryPerView(9, 9)).toEqual({ base: 1, 576: 2, 1024: 6 });
    expect(galleryPerView(1, 3)).toEqual({ base: 1, 576: 1, 1024: 1 });
  });

  it('autoplays every 3000 ms by default (spec: shell §2), not at all for 0', () => {
    expect(galleryAutoplay(undefined)).toBe(3000);
    expect(galleryAutoplay(4500)).toBe(4500);
    expect(galleryAutoplay(0)).toBe(false);
  });
});
