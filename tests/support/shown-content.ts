/** The title of the renderer's error card (src/renderer/error-card.tsx), shown to editors in place of a block. */
export const ERROR_CARD_TITLE = 'Block could not be rendered';

/*
 * What a shopper sees of a rendered page, for the renderer's "never a blank page" property
 * (src/renderer/page-sections.property.test.tsx): a page is blank when it shows nothing but skeletons,
 * error cards and whitespace.
 */

const isErrorCard = (el: Element) => el.firstElementChild?.textContent === ERROR_CARD_TITLE;
export const errorCards = (root: Element) => [...root.querySelectorAll('[role="alert"]')].filter(isErrorCard);

/** Text and media a shopper would see: skeletons (aria-hidden) and error cards excluded. */
export function shownContent(root: Element): { text: string; media: number } {
  let text = '';
  let media = 0;
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    if (!(node instanceof Element)) return;
    if (node.getAttribute('aria-hidden') === 'true' || (node.getAttribute('role') === 'alert' && isErrorCard(node)))
      return;
    if (['IMG', 'VIDEO', 'PICTURE', 'IFRAME'].includes(node.tagName)) media += 1;
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return { text: text.trim(), media };
}

export const isBlank = (root: Element) => {
  const shown = shownContent(root);
  return shown.text === '' && shown.media === 0;
};
