import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPress, PRESS_WAIT_MAX_MS, whenPressEnds } from './press';

const pointer = (type: string, pointerType: string) => Object.assign(new Event(type), { pointerType });

describe('whenPressEnds', () => {
  afterEach(() => vi.useRealTimers());

  it('tells a press (a touch, a key, a touch over an element) from a hover or a focus', () => {
    expect(isPress(new Event('touchstart'))).toBe(true);
    expect(isPress(new Event('keydown'))).toBe(true);
    expect(isPress(pointer('pointerdown', 'mouse'))).toBe(true);
    expect(isPress(pointer('pointerover', 'touch'))).toBe(true);
    expect(isPress(pointer('pointerover', 'mouse'))).toBe(false);
    expect(isPress(new Event('focusin'))).toBe(false);
  });

  it('runs at once for a hover, and after the press ends for a touch, once', () => {
    const target = new EventTarget();
    const hover = vi.fn();
    whenPressEnds(pointer('pointerover', 'mouse'), hover, target);
    expect(hover).toHaveBeenCalledTimes(1);

    const tap = vi.fn();
    whenPressEnds(new Event('touchstart'), tap, target);
    expect(tap).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('touchend'));
    target.dispatchEvent(new Event('click'));
    expect(tap).toHaveBeenCalledTimes(1);
  });

  it('runs after a press that never ends, at most PRESS_WAIT_MAX_MS later', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const held = vi.fn();
    whenPressEnds(new Event('keydown'), held, target);
    vi.advanceTimersByTime(PRESS_WAIT_MAX_MS - 1);
    expect(held).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(held).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keyup'));
    expect(held).toHaveBeenCalledTimes(1);
  });
});
