import type { CSSProperties } from 'react';

/**
 * CMS inline CSS ("a:b; c:d") turned into a React style object (ARCHITECTURE "The renderer": inline CSS
 * strings from the CMS are parsed and unsafe values dropped). Never throws: a bad declaration is dropped,
 * the rest are kept.
 */

const PROPERTY = /^-?[a-z-]+$/;
const CUSTOM_PROPERTY = /^--[a-zA-Z0-9_-]+$/;

/** Splits on `;` outside quotes and parentheses, so `url("a;b")` stays one declaration. */
function splitDeclarations(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '\\') {
      i += 1;
    } else if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
    } else if (ch === ';' && depth === 0) {
      out.push(css.slice(start, i));
      start = i + 1;
    }
  }
  out.push(css.slice(start));
  return out;
}

/** Undoes CSS escapes (`\6a`, `\j`) and comments so obfuscated keywords are seen for what they are. */
function normalise(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
      .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => {
        const code = Number.parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      })
      .replace(/\\(.)/g, '$1')
      .replace(/["']/g, '')
      .split('')
      // Whitespace and control characters (c <= ' ') hide keywords from naive checks: drop them all.
      .filter((c) => c > ' ')
      .join('')
      .toLowerCase()
  );
}

/** True when a declaration could run script or pull in foreign code (old IE/Firefox vectors included). */
export function isUnsafeCss(text: string): boolean {
  const n = normalise(text);
  return (
    /url\((javascript|vbscript|data):/.test(n) ||
    n.includes('javascript:') ||
    n.includes('vbscript:') ||
    n.includes('expression(') ||
    n.includes('behavior:') ||
    n.includes('behaviour:') ||
    n.includes('-moz-binding') ||
    n.includes('@import')
  );
}

/** `background-color` → `backgroundColor`, `-webkit-x` → `WebkitX`, `-ms-x` → `msX`; `--x` unchanged. */
function camelCase(property: string): string {
  if (property.startsWith('--')) return property;
  const withoutMs = property.startsWith('-ms-') ? property.slice(1) : property;
  return withoutMs.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The safe declarations of a CMS inline style string, in order: property (lower case, or a custom
 * property as written) and value (without `!important`). Unsafe or malformed declarations are dropped;
 * never throws.
 */
function safeDeclarations(css: string | null | undefined): [string, string][] {
  const kept: [string, string][] = [];
  if (typeof css !== 'string' || css.trim() === '') return kept;
  try {
    for (const declaration of splitDeclarations(css)) {
      const colon = declaration.indexOf(':');
      if (colon < 1) continue;
      const rawProperty = declaration.slice(0, colon).trim();
      const property = rawProperty.startsWith('--') ? rawProperty : rawProperty.toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      if (!value) continue;
      if (!(CUSTOM_PROPERTY.test(property) || PROPERTY.test(property))) continue;
      if (isUnsafeCss(`${property}:${value}`)) continue;
      kept.push([property, value]);
    }
  } catch {
    // spec (ARCHITECTURE): bad input never yields a white page — an unparsable style is simply dropped.
    return [];
  }
  return kept;
}

/** Parses a CMS inline style string into React style props, dropping unsafe or malformed declarations. */
export function parseInlineStyle(css: string | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [property, value] of safeDeclarations(css)) style[camelCase(property)] = value;
  return style as CSSProperties;
}

/**
 * The same rule for a `style` attribute left in CMS HTML: the safe declarations as CSS text
 * (`color: red; margin: 0;`, as a browser writes it), '' when none is left.
 */
export const safeInlineCss = (css: string | null | undefined): string =>
  safeDeclarations(css)
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');

const SAFE_URL = /^(https?:\/\/|\/|\.{0,2}\/|[a-z0-9_-][^:]*$)/i;

/**
 * A CSS `url("…")` for a CMS image, or undefined when the address is empty or not http(s)/relative
 * (no javascript:, data: or other schemes in backgrounds).
 */
export function cssUrl(src: string | null | undefined): string | undefined {
  const trimmed = (src ?? '').trim();
  if (!trimmed || !SAFE_URL.test(trimmed) || isUnsafeCss(trimmed)) return undefined;
  return `url("${trimmed.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** CMS class fields ("extra class") are free text: keep plain class tokens only. */
export const classTokens = (value: string | null | undefined) =>
  (value ?? '')
    .split(/\s+/)
    .filter((token) => /^[A-Za-z0-9_-]+$/.test(token))
    .join(' ');
