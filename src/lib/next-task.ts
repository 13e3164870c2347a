/**
 * Resolves in a task of its own: the browser may run input and paint before the work that follows, so a
 * start-up made of such steps is several short tasks instead of one long one (ADR 014, 038).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once `afterMs` have passed and then the browser is idle (or `timeoutMs` later at most): for work an
 * interaction sets off but no frame of it needs, so that it stays out of that interaction and of the next one
 * made straight after it (issue 13 §1: INP).
 */
export const whenIdle = (afterMs = 0, timeoutMs = 2_000): Promise<void> =>
  new Promise<void>((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 0);
    }, afterMs);
  });

/**
 * Runs `task` once the browser is idle (or `timeoutMs` later at most), in a task of its own, unless the returned
 * function is called first: for a page's bookkeeping that no frame needs, kept out of the hydration's own task.
 */
export function onIdle(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      cancelled = true;
      cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(run, 0);
  return () => {
    cancelled = true;
    clearTimeout(handle);
  };
}
