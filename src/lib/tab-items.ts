import { z } from 'zod/mini';
import type { TabItemSchema } from '@schemas/cms-content-blocks';

type TabItem = z.infer<typeof TabItemSchema>;

/**
 * The HTML without its tags: each `<` up to the next `>` is dropped, and from a `<` with no `>` after it
 * the rest is kept (what `html.replace(/<[^>]*>/g, '')` gives). A scan, because that pattern re-reads the
 * rest of the text from every `<` when no `>` follows: quadratic on many `<`.
 */
function withoutTags(html: string): string {
  let text = '';
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) return text + html.slice(from);
    text += html.slice(from, open);
    from = close + 1;
  }
}

/** True when CMS HTML would show something: text, or media such as an image. "<p>&nbsp;</p>" shows nothing. */
export function htmlHasContent(html: string): boolean {
  if (/<(?:img|video|picture|table|hr)\b/i.test(html)) return true;
  return withoutTags(html).replace(/&nbsp;|&#160;|\s/gi, '') !== '';
}

/**
 * The items of a tabs (19) or accordion (20) block that are shown. spec: shell §2 "20 accordion (items
 * without content are skipped)"; the same holds for tabs. An item without a title is skipped too: a tab or
 * an accordion header with no name cannot be chosen, so its content would be unreachable.
 */
export const shownItems = (items: readonly TabItem[]): TabItem[] =>
  items.filter((item) => item.home_ta_title.trim() !== '' && htmlHasContent(item.home_ta_content));

/**
 * Refines a tabs or accordion schema: a block with nothing to show fails, so shoppers skip it and editors
 * see why on the error card (ADR 005), instead of an empty box.
 */
export const requireShownItem = (message: string) =>
  z.superRefine((block: { has_many_home_ta: TabItem[] }, ctx) => {
    if (shownItems(block.has_many_home_ta).length === 0)
      ctx.issues.push({ code: 'custom', path: ['has_many_home_ta'], message, input: block.has_many_home_ta });
  });
