/**
 * A thenable that calls back synchronously, so React.lazy renders already-loaded code at once instead of
 * suspending for a tick (a block, a page or a drawer whose code was fetched ahead).
 */
export function settledThenable<T>(value: T): PromiseLike<T> {
  const thenable = {
    then(onFulfilled?: (v: T) => unknown) {
      return settledThenable(onFulfilled ? onFulfilled(value) : value);
    },
  };
  // Typed loosely above on purpose: React only ever calls then(onFulfilled, onRejected).
  return thenable as PromiseLike<T>;
}
