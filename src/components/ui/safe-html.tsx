import { createElement, memo, Suspense, use, useSyncExternalStore } from 'react';
import type * as SanitizerModule from './sanitize-html';

type Sanitizer = typeof SanitizerModule;

/** A promise React's `use` reads at once when these are set (React sets them itself on the ones it tracks). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

let sanitizer: Tracked<Sanitizer> | undefined;
let deferred: Promise<Sanitizer> | null = null;

/**
 * Loads the sanitizer and parser (sanitize-html.tsx) once; a failed load is forgotten, so the next render
 * tries again. Settled, `SafeHtml` renders synchronously (the server renderer, tests and stories load it
 * first).
 */
export function loadSanitizer(): Promise<Sanitizer> {
  if (!sanitizer) {
    const loading: Tracked<Sanitizer> = import('./sanitize-html').then(
      (module) => {
        loading.status = 'fulfilled';
        loading.value = module;
        return module;
      },
      (error: unknown) => {
        sanitizer = undefined;
        throw error;
      },
    );
    sanitizer = loading;
  }
  return sanitizer;
}

/**
 * For hydration (ADR 030): CMS HTML the server drew stays as it is, inert and unhydrated, until `until`
 * settles (the shopper's first interaction); then the sanitizer loads and React hydrates it, so its ~20 KB
 * are not part of the first load. CMS HTML drawn afresh in the browser loads the sanitizer at once.
 */
export function deferSanitizer(until: Promise<unknown>): void {
  deferred = until.then(() => loadSanitizer());
  // Its rejection reaches the boundaries that wait on it; this only keeps it from being reported twice.
  deferred.catch(() => undefined);
}

const subscribeToNothing = () => () => undefined;
const drawnAfresh = () => false;
const drawnByServer = () => true;

type SafeHtmlTag = 'div' | 'span' | 'section' | 'article' | 'p' | 'li' | 'figcaption' | 'small';

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: SafeHtmlTag;
  className?: string | undefined;
}

function SanitizedHtml({ html, as = 'div', className }: SafeHtmlProps & { html: string }) {
  // True while React hydrates the server's HTML (it reads the server snapshot then), false for a fresh render.
  const hydrating = useSyncExternalStore(subscribeToNothing, drawnAfresh, drawnByServer);
  const waitFor = hydrating && deferred ? deferred : loadSanitizer();
  // Loaded and not waiting: no `use`, which React's test scope would report as a suspension.
  const { renderSafeHtml } =
    waitFor === sanitizer && sanitizer.status === 'fulfilled' && sanitizer.value ? sanitizer.value : use(waitFor);
  return createElement(as, { className }, renderSafeHtml(html));
}

/**
 * Renders CMS HTML safely (sanitised, then parsed into React elements; sanitize-html.tsx). Empty HTML renders
 * nothing. Its own Suspense boundary lets server-drawn HTML wait for the sanitizer without holding up the rest
 * of the page; memo keeps a parent's re-render from reaching a boundary that has not hydrated yet (React would
 * drop its HTML and draw it afresh).
 */
export const SafeHtml = memo(function SafeHtml({ html, as, className }: SafeHtmlProps) {
  if (!html) return null;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} as={as} className={className} />
    </Suspense>
  );
});
