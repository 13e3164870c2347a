/**
 * A server-drawn page arrives with only the rules that may match its markup, inline (ADR 035,
 * server/http/page-style.ts); the inline `<style>` names the whole stylesheet. Once the first paint is done
 * the whole one is linked in the same place, so the cascade keeps its order, and the inline rules, a subset
 * of it, are removed when it has loaded. What the app draws later (drawers, dialogs, other pages) is styled by
 * it: the app hydrates after it has loaded. If it fails to load, the page keeps its own rules.
 */
let linked: Promise<void> | undefined;

export function linkFullStylesheet(): Promise<void> {
  if (linked) return linked;
  const inline = document.querySelector<HTMLStyleElement>('style[data-stylesheet]');
  const href = inline?.dataset.stylesheet;
  if (!inline || !href) return (linked = Promise.resolve());
  linked = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener(
      'load',
      () => {
        inline.remove();
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => resolve(), { once: true });
    inline.after(link);
  });
  return linked;
}
