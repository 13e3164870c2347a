import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmblaWhenNear } from './use-embla-when-near';

// The slider comes near when the test says so.
const near = vi.hoisted(() => ({ then: undefined as (() => void) | undefined }));
vi.mock('@/lib/when-near', () => ({
  whenNear: (_node: Element, then: () => void) => {
    near.then = then;
    return () => undefined;
  },
}));
const engine = vi.hoisted(() => {
  const api = { destroy: vi.fn() };
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
