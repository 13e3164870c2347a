import { createElement, use, useState, useSyncExternalStore } from 'react';

/**
 * The one path for CMS HTML (ADR 006, ARCHITECTURE "The renderer"): sanitized by ./sanitize-html.ts, then
 * drawn as the element's inner HTML — nothing in between (ADR 034).
 *
 * The sanitizer (DOMPurify) stays out of the browser's start-up: HTML the server drew, already sanitized,
 * is adopted as it is while the page hydrates, and the sanitizer loads only when the browser must draw CMS
 * HTML itself (a navigation, a slider's next slide, new data), or at the shopper's first interaction.
 * The server renderer, tests and Storybook provide it up front (`provideSanitizer`).
 */

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Makes the sanitizer available at once (the server renderer, tests, Storybook). */
export function provideSanitizer(fn: Sanitize): void {
  sanitize = fn;
}

/** Loads the sanitizer in the browser (once); SafeHtml waits for it when it must draw HTML itself. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => (sanitize = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined; // a failed fetch may be tried again by the next draw
      throw error;
    },
  );
  return loading;
}

const subscribeToNothing = () => () => undefined;
/** True while React hydrates the server's HTML (the server snapshot), false for every draw after. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** Inner HTML React has adopted from the server's page: never written, so the DOM keeps the server's. */
const ADOPTED = { __html: '' };

type SafeHtmlTag = 'div' | 'span' | 'section' | 'article' | 'p' | 'li' | 'figcaption' | 'small';

/**
 * Renders CMS HTML safely (sanitized, then set as the element's inner HTML). Empty HTML renders nothing.
 * Hydrating before the sanitizer is there, it keeps the server's sanitized markup for that same `html`; asked
 * for other HTML before the sanitizer is there, it suspends until it is (navigations wait in a transition).
 */
export function SafeHtml({
  html,
  as = 'div',
  className,
}: {
  html: string | null | undefined;
  as?: SafeHtmlTag;
  className?: string;
}) {
  const hydrating = useHydrating();
  const [adopted] = useState(() => (hydrating && !sanitize ? (html ?? null) : null));
  if (!html) return null;
  if (html === adopted) {
    return createElement(as, { className, dangerouslySetInnerHTML: ADOPTED, suppressHydrationWarning: true });
  }
  const clean = (sanitize ?? use(loadSanitizer()))(html);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
