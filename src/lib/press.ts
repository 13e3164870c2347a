/** The events that end a press: its tap or key is made by then (a click comes with or just after them). */
const PRESS_END = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'keyup', 'click'] as const;
/** How long a press is waited for at most (a long press, a key held down). */
export const PRESS_WAIT_MAX_MS = 1_000;

/**
 * A finger or a key on its way down: its tap or key press is still to come. A touch's pointerover comes with its
 * touchstart; a mouse's is only a hover.
 */
export const isPress = (event: Event): boolean =>
  event.type === 'pointerdown' ||
  event.type === 'touchstart' ||
  event.type === 'keydown' ||
  (event.type === 'pointerover' && 'pointerType' in event && event.pointerType !== 'mouse');

/**
 * Runs `task` once the press `event` starts has ended (at once for an event that starts none): work a finger
 * going down sets off then waits behind the tap it makes. On a phone the tap comes a moment after the touch;
 * work done in between sat in front of the tap's handlers and its paint (issue 13 §1: INP).
 */
export function whenPressEnds(event: Event, task: () => void, target: EventTarget = window): void {
  if (!isPress(event)) {
    task();
    return;
  }
  const ended = () => {
    for (const type of PRESS_END) target.removeEventListener(type, ended, true);
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(ended, PRESS_WAIT_MAX_MS);
  for (const type of PRESS_END) target.addEventListener(type, ended, { capture: true, passive: true });
}
