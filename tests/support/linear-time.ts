/** 100 KB: the size of the adversarial inputs that show whether a pattern backtracks (STYLE 20). */
export const KB100 = 100_000;

/**
 * The bound on `msFor` over 100 KB. Linear work takes a millisecond or two; a pattern that backtracks takes
 * seconds to minutes. 50 ms was exceeded (61 ms) by linear work with the unit tests on both cores of a busy
 * machine, so the bound sits far from both: it tells the two apart without timing the machine.
 */
export const LINEAR_MS = 1_000;

/** Milliseconds `run` takes. */
export function msFor(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}
