import { createContext, useContext, type ReactNode } from 'react';

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

/**
 * True for editors: in a dev build, in Storybook, or with `?preview=1` in the URL
 * (ARCHITECTURE "The renderer": editors see an error card, shoppers see the rest of the page).
 */
export function usePreviewMode(): boolean {
  const forced = useContext(PreviewModeContext);
  if (forced !== undefined) return forced;
  return Boolean(import.meta.env.DEV) || hasPreviewParam();
}
