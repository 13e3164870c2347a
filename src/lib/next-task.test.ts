import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle, whenIdle } from './next-task';

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

describe('onIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task when the browser is idle, with a bound on the wait', () => {
    let idle: (() => void) | undefined;
    const asked = vi.fn((callback: () => void, options: { timeout: number }) => {
      idle = callback;
      return options.timeout;
    });
    vi.stubGlobal('requestIdleCallback', asked);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    onIdle(task, 1_500);
    expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_500 });
    expect(task, 'not before the browser is idle').not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a task cancelled before the browser was idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback;
        return 7;
      }),
    );
    const cancelled = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const task = vi.fn();
    onIdle(task)();
    expect(cancelled).toHaveBeenCalledWith(7);
    idle?.();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task in a later task where the browser has no idle callbacks, unless cancelled', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const kept = vi.fn();
    onIdle(kept);
    onIdle(task)();
    expect(kept).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
  });
});
