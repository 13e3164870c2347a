import { createContext, createElement, use, useContext, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The one path for CMS HTML (ADR 006, ARCHITECTURE "The renderer"): sanitized by ./sanitize-html.ts, then
 * drawn as the element's inner HTML — nothing in between (ADR 034).
 *
 * The sanitizer (DOMPurify) stays out of the browser's start-up: HTML the server drew, already sanitized,
 * is adopted as it is while the page hydrates, and the sanitizer loads only when the browser must draw CMS
 * HTML itself (a navigation, a slider's next slide, new data), or at the shopper's first interaction.
 * The server renderer, tests and Storybook provide it up front (`provideSanitizer`).
 *
 * HTML a block draws only in the browser, soon after hydration (the hero slider's captions), is sanitized by the
 * server ahead (`useSanitizedLater`) and sent with the page's state, so that draw needs no sanitizer (ADR 044).
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

/**
 * CMS HTML the server sanitized for the browser to draw later (ADR 044): the sanitized HTML by `htmlKey` of the
 * HTML as given. Every value is the server's sanitizer's output, so even two HTMLs of one key draw safe HTML.
 */
export type SanitizedLater = Record<string, string>;

/** A key for CMS HTML (cyrb53, 53 bits in base 36): short in the page's state, the same on both sides. */
export function htmlKey(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < html.length; i++) {
    const ch = html.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Where SafeHtml finds HTML the server sanitized ahead, and where a block notes HTML it will draw later. */
export interface LaterHtml {
  get(html: string): string | undefined;
  note(html: string): void;
}

/** In the browser: what the page's state brought (`provideSanitizedLater`); noting is the server's part. */
const fromServer = new Map<string, string>();
const browserLater: LaterHtml = { get: (html) => fromServer.get(htmlKey(html)), note: () => undefined };

/** The browser keeps the HTML its page's server sanitized ahead (main.tsx, from the page's state). */
export function provideSanitizedLater(entries: SanitizedLater): void {
  for (const [key, clean] of Object.entries(entries)) if (typeof clean === 'string') fromServer.set(key, clean);
}

export const LaterHtmlContext = createContext<LaterHtml>(browserLater);

/**
 * Names CMS HTML this block will draw only in the browser, soon after hydration: the server sanitizes it now and
 * sends it with the page, so that draw waits for no sanitizer. A no-op in the browser.
 */
export function useSanitizedLater(htmls: readonly (string | null | undefined)[]): void {
  const later = useContext(LaterHtmlContext);
  for (const html of htmls) if (html) later.note(html);
}

const subscribeToNothing = () => () => undefined;

/**
 * Whether this element was first drawn by hydrating the server's HTML, rather than by the browser; read when it
 * mounts. Hydration takes the server snapshot, which marks the instance: the check React makes right after
 * hydration then finds the same value and does not draw every SafeHtml of the page again at once, in the
 * hydration's task (ADR 074).
 */
function useMountedInHydration(): boolean {
  const hydrated = useRef(false);
  return useSyncExternalStore(
    subscribeToNothing,
    () => hydrated.current,
    () => {
      hydrated.current = true;
      return true;
    },
  );
}

/** Inner HTML React has adopted from the server's page: never written, so the DOM keeps the server's. */
const ADOPTED = { __html: '' };

type SafeHtmlTag = 'div' | 'span' | 'section' | 'article' | 'p' | 'li' | 'figcaption' | 'small';

/**
 * Renders CMS HTML safely (sanitized, then set as the element's inner HTML). Empty HTML renders nothing.
 * Hydrating before the sanitizer is there, it keeps the server's sanitized markup for that same `html`; asked
 * for other HTML before the sanitizer is there, it draws what the server sanitized ahead for it, if anything,
 * else suspends until the sanitizer is there (navigations wait in a transition).
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
  const hydrating = useMountedInHydration();
  const later = useContext(LaterHtmlContext);
  const [adopted] = useState(() => (hydrating && !sanitize ? (html ?? null) : null));
  if (!html) return null;
  if (html === adopted) {
    return createElement(as, { className, dangerouslySetInnerHTML: ADOPTED, suppressHydrationWarning: true });
  }
  const clean = sanitize ? sanitize(html) : (later.get(html) ?? use(loadSanitizer())(html));
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
