/** Resolves with `promise`'s value no sooner than `ms` after the call (the spec's loading delays). */
export async function atLeast<T>(ms: number, promise: Promise<T>): Promise<T> {
  const [value] = await Promise.all([promise, new Promise((r) => setTimeout(r, ms))]);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
