import { describe, expect, it } from 'vitest';
import { pointerMoved, watchPointer } from './pointer-moved';

const move = (target: EventTarget, x: number, y: number) => {
  const event = new MouseEvent('mousemove', { bubbles: true, screenX: x, screenY: y });
  target.dispatchEvent(event);
  return event;
};

describe('pointerMoved', () => {
  it("tells a moving pointer from the browser's hover update at the same place after a scroll", () => {
    watchPointer();
    expect(pointerMoved(move(document.body, 10, 10))).toBe(true);
    // The page scrolled a menu item under the resting pointer: the update comes where it was.
    expect(pointerMoved(move(document.body, 10, 10))).toBe(false);
    expect(pointerMoved(move(document.body, 12, 10))).toBe(true);
  });
});
