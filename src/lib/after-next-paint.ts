/** How long `afterNextPaint` waits at most: a hidden tab draws no frames, and its work should still run. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `task` once the browser has drawn the next frame, in a task of its own. Work that can wait for the
 * paint then stays out of the task in front of it: what an interaction sets off but does not need (code
 * fetched for later) out of that interaction's INP, a slider's measuring out of the hydration's task
 * (issue 13 §1: INP, total blocking time).
 */
export function afterNextPaint(task: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_FALLBACK_MS);
}

/** `afterNextPaint` as a promise: `await untilNextPaint()` lets the frame answering a tap be drawn first. */
export const untilNextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
