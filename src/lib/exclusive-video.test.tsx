import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playExclusively, useExclusiveVideo } from './exclusive-video';

function Video({ id }: { id: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useExclusiveVideo(ref);
  return <video data-testid={id} ref={ref} muted />;
}

/** jsdom has no media playback: play()/pause() flip `paused` and fire the events a browser fires. */
beforeEach(() => {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('useExclusiveVideo', () => {
  it('pauses the playing video when another starts (spec: shell §2, one video at a time)', () => {
    const { getByTestId } = render(
      <>
        <Video id="a" />
        <Video id="b" />
      </>,
    );
    const a = getByTestId('a') as HTMLVideoElement;
    const b = getByTestId('b') as HTMLVideoElement;
    act(() => void a.play());
    expect(a.paused).toBe(false);
    act(() => void b.play());
    expect(b.paused).toBe(false);
    expect(a.paused).toBe(true);
    act(() => playExclusively(a));
    expect(a.paused).toBe(false);
    expect(b.paused).toBe(true);
  });

  it('forgets a video once it unmounts', () => {
    const { getByTestId, rerender } = render(
      <>
        <Video id="a" />
        <Video id="b" />
      </>,
    );
    const b = getByTestId('b') as HTMLVideoElement;
    act(() => void b.play());
    rerender(<Video id="a" />);
    act(() => void (getByTestId('a') as HTMLVideoElement).play());
    expect(b.paused).toBe(false);
  });
});
