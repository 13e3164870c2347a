import { afterEach, describe, expect, it, vi } from 'vitest';

// tests/setup-dom.ts stands a stub in for this module everywhere else.
const { whenNear, NEAR_MARGIN } = await vi.importActual<typeof import('./when-near')>('./when-near');

/** An IntersectionObserver the test drives: `report(true)` says the observed element has come near. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[] }[] =
    [];
  const disconnect = vi.fn();
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      made.push({ callback, options, observed: [] });
    }
    observe(node: Element) {
      made.at(-1)?.observed.push(node);
    }
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const report = (isIntersecting: boolean) => {
    const { callback, observed } = made.at(-1)!;
    callback(
      observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  };
  return { made, disconnect, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('waits until the element comes within a screen of the viewport, then calls once and stops watching', () => {
    const observer = fakeObserver();
    const node = document.createElement('div');
    const then = vi.fn();
    whenNear(node, then);
    expect(observer.made[0]?.observed).toEqual([node]);
    expect(observer.made[0]?.options?.rootMargin).toBe(NEAR_MARGIN);
    observer.report(false);
    expect(then).not.toHaveBeenCalled();
    observer.report(true);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('stops watching when cancelled', () => {
    const observer = fakeObserver();
    const cancel = whenNear(document.createElement('div'), vi.fn());
    cancel();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('calls at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    whenNear(document.createElement('div'), then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
