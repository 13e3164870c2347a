import { afterEach, describe, expect, it, vi } from 'vitest';
import { partInView, viewGate } from './view-gate';

// These tests bring parts into view themselves: the real observer, not tests/setup-dom.ts's stand-in.
vi.unmock('@/lib/when-near');

/** An IntersectionObserver that never reports: the part stays out of view. */
class Unseen {
  observe() {}
  disconnect() {}
}

const box = (element: Element, top: number, height: number, width = 390) => {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, width, height }) as DOMRect;
};

afterEach(() => vi.unstubAllGlobals());

describe('view gate (ADR 051)', () => {
  it('waits for the view, but not once React needs the part a second time', async () => {
    vi.stubGlobal('IntersectionObserver', Unseen);
    const load = vi.fn(async () => 'code');
    const part = document.createElement('section');
    const gate = viewGate(part, load);
    let ready = false;
    void gate.ready.then(() => (ready = true));

    gate.attempt(); // the hydration's own render
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(load).not.toHaveBeenCalled();

    gate.attempt(); // a tap or an update reached it
    await gate.ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the place of a part that draws no box of its own from its children', () => {
    const part = document.createElement('div');
    const child = document.createElement('footer');
    part.append(child);
    box(part, 0, 0, 0);
    box(child, 1200, 600);
    expect(partInView(part, 844)).toBe(false);
    box(child, 500, 600);
    expect(partInView(part, 844)).toBe(true);
  });
});
