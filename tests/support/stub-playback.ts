import { vi } from 'vitest';

/**
 * jsdom implements no media playback: play()/pause() flip `paused` and fire the events a browser fires, so
 * tests can drive videos (same approach as src/lib/exclusive-video.test.tsx). Returns the play spy.
 * Undo with vi.restoreAllMocks().
 */
export function stubPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  return { play, pause };
}

/** An IntersectionObserver whose entries the test sends; `visible(el, bool)` reports el in or out of view. */
export function stubIntersection() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    visible(target: Element, isIntersecting: boolean) {
      for (const { callback, targets } of observers) {
        if (!targets.includes(target)) continue;
        const entry = {
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
        } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
    observed: (target: Element) => observers.some((o) => o.targets.includes(target)),
  };
}
