import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** `undefined` = detect (dev build or ?preview=1); true/false = forced (Storybook forces true, tests either). */
const PreviewModeContext = createContext<boolean | undefined>(undefined);

/**
 * Forces editor preview mode on or off below it. Storybook's decorator sets it on, so editors see the
 * error card for a bad block (ADR 005).
 */
export function PreviewModeProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <PreviewModeContext.Provider value={value}>{children}</PreviewModeContext.Provider>;
}

function hasPreviewParam(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).get('preview') === '1';
}

/** The URL does not change under a mounted page without a re-render, so there is nothing to watch. */
const subscribeNever = () => () => undefined;

/**
 * True for editors: in a dev build, in Storybook, or with `?preview=1` in the URL
 * (ARCHITECTURE "The renderer": editors see an error card, shoppers see the rest of the page).
 */
export function usePreviewMode(): boolean {
  const forced = useContext(PreviewModeContext);
  // Read as an external store: a server render (and the hydration of its HTML) sees no URL and says
  // false, then the client switches to the editors' view after hydration (ADR 014).
  const param = useSyncExternalStore(subscribeNever, hasPreviewParam, () => false);
  if (forced !== undefined) return forced;
  return Boolean(import.meta.env.DEV) || param;
}
