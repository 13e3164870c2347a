import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '@/lib/api-client';
import { afterNextPaint, firstInteraction, warmTransportOnFirstInteraction } from './warm-up';

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

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

describe('firstInteraction', () => {
  it('settles after the first touch, key, pointer, focus or move through history, and not before', async () => {
    for (const type of ['touchstart', 'keydown', 'pointerover', 'pointerdown', 'focusin', 'popstate']) {
      const target = new EventTarget();
      const done = settled(firstInteraction(target));
      target.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(done(), `before ${type}`).toBe(false);
      target.dispatchEvent(new Event(type));
      await Promise.resolve();
      expect(done(), `not inside the ${type} event itself`).toBe(false);
      await vi.waitFor(() => expect(done(), `after ${type}`).toBe(true));
    }
  });
});

describe('warmTransportOnFirstInteraction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the transport once, at the first interaction, and not before', async () => {
    const load = vi.spyOn(apiClient, 'loadTransport').mockResolvedValue({} as never);
    const target = new EventTarget();
    warmTransportOnFirstInteraction(firstInteraction(target));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerover'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed fetch: the call that needs the transport reports it', async () => {
    const load = vi.spyOn(apiClient, 'loadTransport').mockRejectedValue(new Error('offline'));
    const target = new EventTarget();
    warmTransportOnFirstInteraction(firstInteraction(target));
    target.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
