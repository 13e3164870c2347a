import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/video.json';
import { withNumericHomeType } from '@schemas/cms';
import { useExclusiveVideo } from '@/lib/exclusive-video';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { stubViewport } from '../../tests/support/viewport';
import { videoBlock } from './definition';
import { stubIntersection, stubPlayback } from '../../tests/support/stub-playback';
import { LoopingVideo } from './video';

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(videoBlock, fixtures.find((f) => f.name === name)?.payload);
const videoOf = (container: HTMLElement) => {
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video>');
  return video;
};

let playback: ReturnType<typeof stubPlayback>;
beforeEach(() => {
  playback = stubPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Looping video block (home_type 12)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    const parsed = parseFixture(videoBlock, fixture.payload);
    const video = videoOf(render(<LoopingVideo {...parsed} />).container);
    expect(video.getAttribute('src')).toBe(parsed.home_video);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    // Playback is started by the in-view rule, never by the autoplay attribute.
    expect(video.hasAttribute('autoplay')).toBe(false);
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects fixture "%s"', (_, fixture) => {
    const result = videoBlock.parse(withNumericHomeType(fixture.payload));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['home_video']);
  });

  it('shows the poster stored beside an uploaded video and fetches nothing until needed', () => {
    const video = videoOf(render(<LoopingVideo {...props('Uploaded video')} />).container);
    expect(video.getAttribute('poster')).toBe('/media/videos/handloom-weaving.webp');
    expect(video.getAttribute('preload')).toBe('none');
  });

  it('fetches the first frame of a video without a poster, and of one above the fold', () => {
    const elsewhere = videoOf(render(<LoopingVideo {...props('Video hosted elsewhere, no poster')} />).container);
    expect(elsewhere.hasAttribute('poster')).toBe(false);
    expect(elsewhere.getAttribute('preload')).toBe('metadata');
    const first = videoOf(
      render(
        <AboveTheFoldContext.Provider value>
          <LoopingVideo {...props('Uploaded video')} />
        </AboveTheFoldContext.Provider>,
      ).container,
    );
    expect(first.getAttribute('preload')).toBe('metadata');
  });

  it('plays while on screen and pauses when scrolled away', () => {
    const io = stubIntersection();
    const video = videoOf(render(<LoopingVideo {...props('Uploaded video')} />).container);
    act(() => io.visible(video, true));
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
    act(() => io.visible(video, false));
    expect(video.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('does not autoplay for people who prefer reduced motion, but plays on request', () => {
    stubViewport({ width: 1280, reducedMotion: true });
    const io = stubIntersection();
    const video = videoOf(render(<LoopingVideo {...props('Uploaded video')} />).container);
    expect(io.observed(video)).toBe(false);
    expect(playback.play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video.paused).toBe(false);
  });

  it('has a visible pause control that stays paused (WCAG 2.2.2)', () => {
    const io = stubIntersection();
    const video = videoOf(render(<LoopingVideo {...props('Uploaded video')} />).container);
    act(() => io.visible(video, true));
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(video.paused).toBe(true);
    // Scrolling away and back does not restart a video the shopper paused.
    act(() => io.visible(video, false));
    act(() => io.visible(video, true));
    expect(video.paused).toBe(true);
  });

  it('pauses any other video on the page when it starts (spec: shell §2)', () => {
    function Other() {
      const ref = useRef<HTMLVideoElement>(null);
      useExclusiveVideo(ref);
      return <video data-testid="other" ref={ref} muted />;
    }
    render(
      <>
        <Other />
        <LoopingVideo {...props('Uploaded video')} />
      </>,
    );
    const other = screen.getByTestId('other') as HTMLVideoElement;
    act(() => void other.play());
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(other.paused).toBe(true);
  });

  it('drops the control when the video cannot load', () => {
    const video = videoOf(render(<LoopingVideo {...props('Uploaded video')} />).container);
    fireEvent.error(video);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
