/**
 * The controls a tap must wait for React on (their handler only React provides), shared by the page's early
 * taps (src/app/early-taps.ts, ADR 020) and the sections that hydrate later (src/renderer/deferred-sections.tsx,
 * ADR 030). Links are not among them (the browser follows them anyway), nor text fields and disclosures.
 */
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

/** A label that only focuses a text field is let through: focus and typing survive hydration. */
export const focusesOnly = (control: Element) =>
  control instanceof HTMLLabelElement &&
  !(control.control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.control.type));

