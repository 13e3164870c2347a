import { lazy, type ComponentType } from 'react';

/** How far lazily loaded code has got: it starts 'idle' and ends 'loaded' or 'failed' (then may try again). */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** A component split out and loaded on demand, with `preload` to fetch its code ahead of rendering it. */
export interface LazyComponent<P extends object = object> {
  Component: ComponentType<P>;
  /** Fetches the code; rejects when it fails (a later call tries again). */
  preload: () => Promise<unknown>;
  state: () => LoadState;
}

/** A thenable that calls back synchronously, so React.lazy renders already-loaded code at once. */
function settledThenable<T>(value: T): PromiseLike<T> {
  const thenable = {
    then(onFulfilled?: (v: T) => unknown) {
      return settledThenable(onFulfilled ? onFulfilled(value) : value);
    },
  };
  // Typed loosely above on purpose: React only ever calls then(onFulfilled, onRejected).
  return thenable as PromiseLike<T>;
}

/**
 * A block, page or drawer in its own chunk (ARCHITECTURE "The renderer", ADR 007), with `preload` so its
 * code can be fetched ahead: a server-rendered page's before hydration (ADR 014), a drawer's on intent
 * (ADR 016). Code fetched ahead renders at once instead of suspending for a tick; a failed fetch is
 * forgotten, so the next render or preload tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let state: LoadState = 'idle';
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = (): Promise<{ default: ComponentType<P> }> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (component) => {
        loaded = { default: component };
        state = 'loaded';
        return loaded;
      },
      (error: unknown) => {
        state = 'failed';
        pending = undefined;
        throw error;
      },
    );
    state = 'loading';
    return pending;
  };
  const Component = lazy(
    () => (loaded ? settledThenable(loaded) : preload()) as Promise<{ default: ComponentType<P> }>,
  );
  return { Component, preload, state: () => state };
}

/** A component bundled with its caller (the home page, an eager block): already loaded. */
export const eagerComponent = <P extends object>(Component: ComponentType<P>): LazyComponent<P> => ({
  Component,
  preload: () => Promise.resolve(),
  state: () => 'loaded',
});
