import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmblaCarouselType } from 'embla-carousel';
import { endUnseenGlides, useEmblaWhenNear } from './use-embla-when-near';

// The slider comes near when the test says so.
const near = vi.hoisted(() => ({ then: undefined as (() => void) | undefined }));
vi.mock('@/lib/when-near', () => ({
  whenNear: (_node: Element, then: () => void) => {
    near.then = then;
    return () => undefined;
  },
}));
const engine = vi.hoisted(() => {
  const api = { destroy: vi.fn(), on: vi.fn() };
  return { api, EmblaCarousel: vi.fn(() => api) };
});
vi.mock('embla-carousel', () => ({ default: engine.EmblaCarousel }));

const OPTIONS = { loop: true };
const PLUGINS: never[] = [];
let seen: unknown;

function Slider() {
  const [viewportRef, api] = useEmblaWhenNear(OPTIONS, PLUGINS);
  seen = api;
  return <div ref={viewportRef} data-testid="viewport" />;
}

afterEach(() => {
  near.then = undefined;
  seen = undefined;
  vi.clearAllMocks();
});

describe('useEmblaWhenNear', () => {
  it('starts the engine on the viewport only once it comes near the screen, and stops it on unmount', async () => {
    const { getByTestId, unmount } = render(<Slider />);
    expect(near.then).toBeTypeOf('function');
    // Not near: no engine, even after paints.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(engine.EmblaCarousel).not.toHaveBeenCalled();
    expect(seen).toBeUndefined();

    act(() => near.then?.());
    await waitFor(() => expect(seen).toBe(engine.api));
    expect(engine.EmblaCarousel).toHaveBeenCalledWith(getByTestId('viewport'), OPTIONS, PLUGINS);

    unmount();
    expect(engine.api.destroy).toHaveBeenCalledTimes(1);
  });
});

describe('endUnseenGlides', () => {
  /** An engine in the middle of a glide: its place, its target, its speed and whether the shopper holds it. */
  function gliding(state: { location: number; target: number; velocity: number; held: boolean }) {
    let onScroll: () => void = () => undefined;
    const useDuration = vi.fn();
    const api = {
      on: (event: string, handler: () => void) => {
        if (event === 'scroll') onScroll = handler;
        return api;
      },
      internalEngine: () => ({
        dragHandler: { pointerDown: () => state.held },
        target: { get: () => state.target },
        location: { get: () => state.location },
        scrollBody: { velocity: () => state.velocity, useDuration },
      }),
    };
    endUnseenGlides(api as unknown as EmblaCarouselType);
    return { step: () => onScroll(), useDuration };
  }

  it('ends a glide in place once it is under half a pixel from its place and slower than half a pixel a step', () => {
    const far = gliding({ location: -300, target: -390, velocity: -8, held: false });
    far.step();
    expect(far.useDuration).not.toHaveBeenCalled();
    const close = gliding({ location: -389.6, target: -390, velocity: -0.06, held: false });
    close.step();
    expect(close.useDuration).toHaveBeenCalledWith(0);
  });

  it('leaves a glide that passes its place fast, and a slide the shopper holds', () => {
    const passing = gliding({ location: -389.9, target: -390, velocity: -3, held: false });
    passing.step();
    expect(passing.useDuration).not.toHaveBeenCalled();
    const held = gliding({ location: -389.9, target: -390, velocity: 0, held: true });
    held.step();
    expect(held.useDuration).not.toHaveBeenCalled();
  });
});
