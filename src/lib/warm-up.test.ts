import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '@/lib/api-client';
import { PRESS_WAIT_MAX_MS } from './press';
import { firstInteraction, warmTransportOnFirstInteraction } from './warm-up';

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('firstInteraction', () => {
  it('settles after the first pointer over the page, focus or move through history, and not before', async () => {
    for (const type of ['pointerover', 'focusin', 'popstate']) {
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

  it("waits out a press (a touch, a key, a touch's pointerover) until it ends, so its tap comes first", async () => {
    const touchOver = Object.assign(new Event('pointerover'), { pointerType: 'touch' });
    const presses: [Event, string][] = [
      [new Event('touchstart'), 'touchend'],
      [new Event('pointerdown'), 'click'],
      [new Event('keydown'), 'keyup'],
      [touchOver, 'pointerup'],
      [new Event('pointerdown'), 'pointercancel'],
    ];
    for (const [press, end] of presses) {
      const target = new EventTarget();
      const done = settled(firstInteraction(target));
      target.dispatchEvent(press);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(done(), `during ${press.type}`).toBe(false);
      target.dispatchEvent(new Event(end));
      await vi.waitFor(() => expect(done(), `after ${end}`).toBe(true));
    }
  });

  it('gives up waiting for a press that never ends (a long press, a key held down)', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const done = settled(firstInteraction(target));
      target.dispatchEvent(new Event('touchstart'));
      await vi.advanceTimersByTimeAsync(PRESS_WAIT_MAX_MS - 1);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done()).toBe(true);
    } finally {
      vi.useRealTimers();
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
    target.dispatchEvent(new Event('touchend'));
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
