import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '@/lib/api-client';
import { firstInteraction, warmTransportOnFirstInteraction } from './warm-up';

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

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
