import { trackerDay } from '@domain/order-dates';

/** An article's categories, from the back office's comma-separated `blog_category_name` (catalogue §3). */
export const blogCategories = (names: string): string[] =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** 'DD MMM YYYY · Craft, Textiles': the line above an article's title; empty parts are left out. */
export function blogMetaLine(post: { created_at: string; blog_category_name: string }): string {
  return [trackerDay(post.created_at), blogCategories(post.blog_category_name).join(', ')].filter(Boolean).join(' · ');
}

/** Text of CMS HTML for a meta description: tags dropped, whitespace folded, cut at a word near `max`. */
export function plainText(html: string, max = 160): string {
  // One pass, linear in the input (a tag-matching pattern backtracks on a run of '<'); only the start is read.
  let stripped = '';
  let inTag = false;
  for (const char of html.slice(0, 20 * max)) {
    if (char === '<') inTag = true;
    else if (char === '>' && inTag) {
      inTag = false;
      stripped += ' ';
    } else if (!inTag) stripped += char;
  }
  const text = stripped
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
