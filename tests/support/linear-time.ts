/** 100 KB: the size of the adversarial inputs that show whether a pattern backtracks (STYLE 20). */
export const KB100 = 100_000;

/**
 * Milliseconds `run` takes. Linear work on 100 KB takes well under one; a pattern that backtracks takes
 * seconds to minutes, so a bound of ~50 ms tells the two apart even on a busy machine.
 */
export function msFor(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}
