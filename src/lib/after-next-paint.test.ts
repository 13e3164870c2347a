import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the task once, in a task of its own after the next frame', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const task = vi.fn();
    afterNextPaint(task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task, 'not before the frame').not.toHaveBeenCalled();
    frame?.(0);
    expect(task, 'not inside the frame').not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(task, 'once, the fallback timer finding it done').toHaveBeenCalledTimes(1);
  });

  it('still runs when no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const task = vi.fn();
    afterNextPaint(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
