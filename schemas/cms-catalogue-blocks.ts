import { z } from 'zod/mini';
import { detail } from './cms-detail';
import { checkedString, flag, looseString, optionalNumber, preprocess } from './primitives';
import { isIdToken } from './request-input';
import { lazySchema } from './lazy';

/**
 * The catalogue blocks of the CMS page model: product lists (home_type 1) and category tiles (2), with the
 * editor-typed id lists and counts they share with the server (spec: shell §2, §3).
 */

/** "12, 7,,31" → [12, 7, 31]: the ids of a comma list, first occurrence kept (server and blocks). */
export function splitIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((token) => token.trim())
    .filter(isIdToken)
    .map(Number);
  return [...new Set(ids)];
}

const ID_LIST_HINT = 'Comma-separated ids, e.g. 12,7,31';

/** What is wrong with an editor's id list, or null: empty is 'Required', any other token gets the hint. */
export function idListProblem(text: string): string | null {
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) return 'Required';
  return tokens.every(isIdToken) ? null : ID_LIST_HINT;
}

/** An id list as back offices send it: "12,7,31", a single number, or an array of ids. */
const idText = lazySchema(() =>
  preprocess((v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : (v ?? '')), z.string()),
);

/** A count the editor types (columns, items): a whole number in bounds, as number or numeric string; blank = default. */
const editorCount = (min: number, max: number) => {
  const message = `Expected a whole number from ${min} to ${max}`;
  return preprocess(
    (v) => {
      const value = typeof v === 'string' ? v.trim() : v;
      if (value === null || value === '') return undefined;
      return typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value;
    },
    z.optional(z.int({ error: message }).check(z.gte(min, message), z.lte(max, message))),
  );
};

/** A 0/1 flag that stays `undefined` when the back office leaves it out (the block then decides). */
const optionalFlag = lazySchema(() => preprocess((v) => (v === null || v === '' ? undefined : v), z.optional(flag)));

export type ProductListKind = 'category' | 'tag' | 'custom';

/** spec: shell §3 — home_layout_for_type 1 = by category, 2 = by tag, anything else = custom products. */
export const productListKind = (layoutForType: number | undefined): ProductListKind =>
  layoutForType === 1 ? 'category' : layoutForType === 2 ? 'tag' : 'custom';

/**
 * 1 product list (spec: shell §2, §3), by category (home_layout_for_type 1, home_cat_id), by tag (2,
 * home_tag_id) or otherwise chosen products (home_custome_products_id). Decisions the spec leaves open:
 * - home_display_type 2 = grid, anything else = slider: the same field means the same as in category tiles
 *   (shell §2 "Blocks with a grid or slider choice … categories (home_display_type 2 means grid)").
 * - home_column = products per row from 1024 px (default 4); tablets show at most 3, phones at most 2.
 * - Title: home_display_name 1 shows it (home_product_name, else the returned category or tag name), 0 hides
 *   it; left out, home_product_name shows when the editor typed one.
 * - home_no_items = how many products (default: the server's, 8). home_slider_display_type is not described
 *   by the spec: accepted, unused.
 * The field the list's kind needs is required, so an editor sees which one is missing.
 */
export const ProductListBlockSchema = lazySchema(() =>
  detail(1, {
    home_layout_for_type: optionalNumber,
    home_cat_id: optionalNumber,
    home_tag_id: optionalNumber,
    /** Comma-separated product ids in the editor's order (custom lists). */
    home_custome_products_id: idText,
    home_product_name: looseString,
    home_column: editorCount(1, 6),
    home_display_type: optionalNumber,
    home_no_items: editorCount(1, 48),
    home_slider_display_type: optionalNumber,
    home_display_name: optionalFlag,
  }).check(
    z.superRefine((block, ctx) => {
      const kind = productListKind(block.home_layout_for_type);
      const missing = (field: string, message: string) =>
        ctx.issues.push({ code: 'custom', path: [field], message, input: undefined });
      if (kind === 'category' && block.home_cat_id === undefined)
        missing('home_cat_id', 'Required for a list by category');
      if (kind === 'tag' && block.home_tag_id === undefined) missing('home_tag_id', 'Required for a list by tag');
      const problem = kind === 'custom' ? idListProblem(block.home_custome_products_id) : null;
      if (problem) {
        missing(
          'home_custome_products_id',
          problem === 'Required' ? 'Required for a list of chosen products' : problem,
        );
      }
    }),
  ),
);

/**
 * 2 category tiles (spec: shell §2, §3): home_display_type 2 = grid, otherwise slider; home_column = tiles
 * per row from 1024 px (default 3); home_cat_display_title shows each tile's name; home_cat_title, when set,
 * is the block's title. home_cat_multi_id is required.
 */
export const CategoryTilesBlockSchema = lazySchema(() =>
  detail(2, {
    home_cat_title: looseString,
    /** Comma-separated category ids, in the editor's order. */
    home_cat_multi_id: z.pipe(idText, checkedString(idListProblem)),
    home_cat_display_title: flag,
    home_column: editorCount(1, 6),
    home_display_type: optionalNumber,
  }),
);
