import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { safeInlineCss } from '@/lib/inline-style';

/**
 * The sanitizer of CMS HTML (ADR 006, ARCHITECTURE "The renderer"): DOMPurify with the HTML profile only,
 * hardened below. Inline `style` attributes keep only what parseInlineStyle would keep (no url(javascript:…),
 * expression() and friends). SafeHtml (./safe-html.tsx) draws what this returns; the browser loads this
 * module only when it draws CMS HTML the server did not (ADR 034).
 */

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'svg',
    'math',
    'base',
    'meta',
    'link',
    'noscript',
    'template',
  ],
  FORBID_ATTR: ['formaction', 'action', 'srcdoc', 'xlink:href', 'ping', 'background'],
  // http(s), mailto, tel, rooted/relative paths and #fragments; every other scheme is dropped.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ADD_ATTR: ['target'],
  // Clobbering ids/names (id="cookie", name="body") are removed; the rest get a user-content- prefix.
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
};

const URI_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'cite', 'longdesc', 'data'];
const NAMED_PREFIX = 'user-content-';

/** Browsers ignore whitespace and control characters inside URL schemes; so must the check. */
const withoutControls = (value: string) => [...value].filter((c) => c > ' ').join('');

function hardenNode(node: globalThis.Element) {
  if (!('getAttribute' in node)) return;
  // DOMPurify lets data: URIs through on media tags; CMS content has no business sending them.
  for (const name of URI_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && /^data:/i.test(withoutControls(value))) node.removeAttribute(name);
  }
  const target = node.getAttribute('target');
  if (target !== null) {
    const normalised = target.trim().toLowerCase();
    if (normalised === '_blank') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (normalised === '_self') {
      node.setAttribute('target', '_self');
    } else {
      node.removeAttribute('target');
    }
  }
  // Inline CSS keeps only its safe declarations (the rule React style props follow, src/lib/inline-style.ts).
  const style = node.getAttribute('style');
  if (style !== null) {
    const safe = safeInlineCss(style);
    if (safe) node.setAttribute('style', safe);
    else node.removeAttribute('style');
  }
  // Keep in-page anchors working after SANITIZE_NAMED_PROPS prefixed the ids.
  const href = node.getAttribute('href');
  if (href && /^#[^#]/.test(href) && !href.startsWith(`#${NAMED_PREFIX}`)) {
    node.setAttribute('href', `#${NAMED_PREFIX}${href.slice(1)}`);
  }
}

let purifier: Purifier | null | undefined;
/** A DOM window for the server renderer, which has none of its own (see provideSanitizerWindow). */
let serverWindow: (Window & typeof globalThis) | undefined;

/**
 * Gives the sanitizer a DOM to work with where there is no `window` (the server renderer passes a jsdom
 * window, src/entry-server.tsx), so server-rendered CMS HTML is sanitised exactly as in the browser and
 * hydrates without a mismatch (ADR 014). Call it before the first render.
 */
export function provideSanitizerWindow(win: Window & typeof globalThis): void {
  serverWindow = win;
  purifier = undefined;
  made.clear();
  keptChars = 0;
}

/** A private DOMPurify instance, so hooks added here never leak into other users of the library. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const win = typeof window === 'undefined' ? serverWindow : window;
  if (!win) return null;
  const instance = DOMPurify(win);
  if (!instance.isSupported) {
    purifier = null;
    return purifier;
  }
  instance.addHook('afterSanitizeAttributes', hardenNode);
  purifier = instance;
  return purifier;
}

/**
 * What the sanitizer has already made of a piece of CMS HTML, by the HTML, oldest first. The same few pieces
 * (a page's banners and texts, the footer's) are drawn on every request, and twice in a render that fetches
 * what its blocks asked for; on the server each sanitising builds a jsdom document, which was most of a
 * page's render (ADR 054). The output depends on the input alone (one fixed configuration and hook), so a
 * kept answer is the answer. Bounded by the characters kept, in and out.
 */
const made = new Map<string, string>();
export const SANITIZED_KEPT_CHARS = 4_000_000;
let keptChars = 0;

function keep(html: string, clean: string): void {
  const size = html.length + clean.length;
  if (size > SANITIZED_KEPT_CHARS / 8) return;
  made.set(html, clean);
  keptChars += size;
  for (const [oldest, out] of made) {
    if (keptChars <= SANITIZED_KEPT_CHARS) break;
    made.delete(oldest);
    keptChars -= oldest.length + out.length;
  }
}

/** Sanitises CMS HTML to a string of safe markup ('' where no DOM is available to sanitise with). */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance || !html) return '';
  const known = made.get(html);
  if (known !== undefined) return known;
  const clean = instance.sanitize(html, CONFIG);
  keep(html, clean);
  return clean;
}
