import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './next-task';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits the delay, then for the browser to be idle, with a bound on the wait', async () => {
    vi.useFakeTimers();
    let idle: (() => void) | undefined;
    const asked = vi.fn((callback: () => void, options: { timeout: number }) => {
      idle = callback;
      return options.timeout;
    });
    vi.stubGlobal('requestIdleCallback', asked);
    const done = vi.fn();
    void whenIdle(600, 2_000).then(done);
    await vi.advanceTimersByTimeAsync(599);
    expect(asked, 'not before the delay').not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    await Promise.resolve();
    expect(done, 'not before the browser is idle').not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('settles after the delay where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done = vi.fn();
    void whenIdle(100).then(done);
    await vi.advanceTimersByTimeAsync(101);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
