/** Text for an HTML element's content: `&`, `<` and `>` escaped. */
export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text for a double-quoted HTML attribute: as `escapeText`, and `"` too. */
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
