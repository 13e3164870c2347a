import { lazy, type ComponentType } from 'react';
import { settledThenable } from '@/lib/settled-thenable';

/** A page or drawer split out and loaded on demand, with `preload` to fetch its code ahead of rendering it. */
export interface LazyComponent<P extends object = object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * A page or drawer in its own chunk (docs/decisions/007-routing-and-data.md), with `preload` so its code
 * can be fetched ahead: a server-rendered page's before hydration (ADR 014), a drawer's on intent (ADR
 * 016). Code fetched ahead renders at once, without suspending; a failed fetch is tried again later.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined; // a later navigation may try again
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(
    () => (loaded ? settledThenable(loaded) : preload()) as Promise<{ default: ComponentType<P> }>,
  );
  return { Component, preload };
}

/** A page bundled with the app (the home page: its code must not wait for a second request). */
export const eagerComponent = <P extends object>(Component: ComponentType<P>): LazyComponent<P> => ({
  Component,
  preload: () => Promise.resolve(),
});
