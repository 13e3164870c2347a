import { classesIn, indexStylesheet, pageStylesheet, type StyleIndex } from './critical-css';

/**
 * Puts a server-drawn page's own stylesheet in its head in place of the link to the whole one (ADR 035), so
 * its first paint waits for no second request. The `<style>` names the whole stylesheet in `data-stylesheet`:
 * the entry links it once the first paint is done (src/app/full-stylesheet.ts). A page without markup, or a
 * build whose stylesheet cannot be read, keeps the link as built.
 */

/** Vite's link to the storefront's one stylesheet in index.html (build.cssCodeSplit is off). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="(\/assets\/[\w.-]+\.css)"[^>]*>/;

export interface PageStyles {
  /** `index` with the link to the whole stylesheet replaced by the rules that may match `markup`. */
  inline(index: string, markup: string): Promise<string>;
  /** Reads and indexes the stylesheet ahead of the first page. */
  warm(index: string): Promise<void>;
}

export function createPageStyles(read: (path: string) => Promise<Buffer | null>): PageStyles {
  // One entry per built stylesheet: a new build names a new file.
  const indexes = new Map<string, Promise<StyleIndex | null>>();
  const indexOf = (href: string) => {
    let pending = indexes.get(href);
    if (!pending) {
      pending = read(href)
        .then((css) => (css ? indexStylesheet(css.toString('utf8')) : null))
        .catch(() => null);
      indexes.set(href, pending);
    }
    return pending;
  };

  return {
    async inline(index, markup) {
      const link = STYLESHEET_LINK.exec(index);
      const href = link?.[1];
      if (!link || !href) return index;
      const styles = await indexOf(href);
      if (!styles) return index;
      const css = pageStylesheet(styles, classesIn(markup), markup);
      // The stylesheet is the build's own; should a rule ever spell the end tag, the page keeps the link.
      if (/<\/style/i.test(css)) return index;
      return index.replace(link[0], () => `<style data-stylesheet="${href}">${css}</style>`);
    },
    async warm(index) {
      const href = STYLESHEET_LINK.exec(index)?.[1];
      if (href) await indexOf(href);
    },
  };
}
