/**
 * Which taps and keys the early-taps module holds (ADR 020), and how a held choice is made again: the controls whose
 * handler only React provides, the keys only a script answers, and the controls let through because the browser
 * already does the right thing with them.
 */

/** What a tap may be held on: controls whose handler only React provides. */
export const HELD_CONTROLS = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="image"]',
  'label',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="option"]',
  '[role="menuitem"]',
].join(',');

/**
 * Keys whose only answer is a script's (the WAI-ARIA keyboard patterns): pressed on a control not yet live they
 * would do nothing. Enter and Space are not among them: on a button they make a click, which is held.
 */
export const HELD_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export type KeyInit = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;

/**
 * A form the server gave an action (the header's search, the search page's form) works as HTML: its submit
 * button is let through, and the browser submits it as it would with no script at all.
 */
export const submitsAsHtml = (control: Element) =>
  (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
  control.type === 'submit' &&
  control.form?.hasAttribute('action') === true;

/** A label that only focuses a text field is let through: focus and typing survive hydration. */
export const focusesOnly = (control: Element) =>
  control instanceof HTMLLabelElement &&
  !(control.control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.control.type));

/**
 * Makes the shopper's choice again: hydrating a controlled select sets it back to the server's value, and
 * React hears a select's every `change` (it keeps no value tracker for selects).
 */
export function chooseAgain(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
