import type { MouseEvent } from 'react';

/**
 * A button's props for the time its action runs: it is off (aria-disabled, looked after by the same styles
 * as :disabled) but keeps the keyboard's focus. `disabled` would blur it, dropping focus to the page's body,
 * so a shopper pressing + twice, Apply, or Add to Cart and then closing the bag would lose their place.
 * While busy its clicks are refused, and so is a form's submission through it (a press of Enter in a field
 * clicks the form's submit button, and a refused click submits nothing).
 */
export function heldWhileBusy(
  busy: boolean | undefined,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
): { 'aria-disabled': true | undefined; onClick: (event: MouseEvent<HTMLButtonElement>) => void } {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event) => {
      if (busy) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
