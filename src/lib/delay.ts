/**
 * Resolves with `promise`'s value no sooner than `ms` after the call (the spec's loading delays, shell §4).
 * The delay is what a shopper watching placeholders sees; the server renderer, which draws a page from
 * data it already has, never waits for it (its build replaces `import.meta.env.SSR` with true).
 */
export async function atLeast<T>(ms: number, promise: Promise<T>): Promise<T> {
  if (import.meta.env.SSR) return promise;
  const [value] = await Promise.all([promise, new Promise((r) => setTimeout(r, ms))]);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
