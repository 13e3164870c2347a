import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '@/lib/api-client';
import { warmTransportOnFirstInteraction } from './warm-up';

describe('warmTransportOnFirstInteraction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the transport once, at the first interaction, and not before', () => {
    const load = vi.spyOn(apiClient, 'loadTransport').mockResolvedValue({} as never);
    const target = new EventTarget();
    warmTransportOnFirstInteraction(target);
    expect(load).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerover'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed fetch: the call that needs the transport reports it', async () => {
    const load = vi.spyOn(apiClient, 'loadTransport').mockRejectedValue(new Error('offline'));
    const target = new EventTarget();
    warmTransportOnFirstInteraction(target);
    target.dispatchEvent(new Event('focusin'));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
