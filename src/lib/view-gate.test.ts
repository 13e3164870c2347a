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

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('view gate (ADR 051)', () => {
  /** A drawn part out of view, in the page, with its gate and whether that has settled. */
  const waitingPart = () => {
    vi.stubGlobal('IntersectionObserver', Unseen);
    const load = vi.fn(async () => 'code');
    const page = document.createElement('main');
    const part = document.createElement('section');
    part.append(document.createElement('button'));
    page.append(part);
    document.body.append(page);
    box(part, 1200, 400);
    const gate = viewGate(part, load);
    const state = { ready: false };
    void gate.ready.then(() => (state.ready = true));
    return { gate, load, part, state };
  };
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('keeps waiting when React starts the hydration over: the same props, at the same address', async () => {
    const { gate, load, state } = waitingPart();
    const props = { path: 'mobile[1]' };
    gate.attempt(props); // the hydration's own render
    gate.attempt(props); // started over: an update elsewhere came first
    gate.attempt(props);
    await settle();
    expect(state.ready).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops waiting once an update reaches the part: new props from its parent', async () => {
    const { gate, load } = waitingPart();
    gate.attempt({ path: 'mobile[1]' });
    gate.attempt({ path: 'mobile[1]' });
    await gate.ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once the address changes (a navigation reaches every part)', async () => {
    const { gate, load } = waitingPart();
    const props = {};
    gate.attempt(props);
    window.history.pushState(null, '', '/list/shop-all');
    try {
      gate.attempt(props);
      await gate.ready;
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('stops waiting once its drawn HTML is thrown away (React draws it afresh)', async () => {
    const { gate, load, part } = waitingPart();
    gate.attempt({});
    part.remove();
    await gate.ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once the shopper reaches into the part: a tap, a key or the focus', async () => {
    for (const event of [
      new Event('pointerdown'),
      new KeyboardEvent('keydown', { key: 'Tab' }),
      new FocusEvent('focusin'),
    ]) {
      const { gate, load, part } = waitingPart();
      gate.attempt({});
      // Dispatched on the button inside: the part hears it on the way down.
      part.querySelector('button')?.dispatchEvent(event);
      await gate.ready;
      expect(load, event.type).toHaveBeenCalledTimes(1);
    }
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
