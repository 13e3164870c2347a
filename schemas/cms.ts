import { z } from 'zod/mini';
import { flag, looseArray, looseNumber, looseString, optionalNumber, preprocess } from './primitives';
import { CategoryTilesBlockSchema, ProductListBlockSchema } from './cms-catalogue-blocks';
import { ContentBlockSchemas } from './cms-content-blocks';
import { lazySchema } from './lazy';

/**
 * The CMS page model (spec: shell §3): page → sections → inner columns → detail blocks keyed by
 * `home_type`. Field names are the back office's own.
 */

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** A home_type as sent: number or numeric string. */
export const homeTypeSchema = lazySchema(() =>
  preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.int()),
);

const sectionFields = {
  home_id: optionalNumber,
  home_top_spaced: optionalNumber,
  home_bottom_spaced: optionalNumber,
  home_extra_class: looseString,
  home_inline_style: looseString,
  home_layout_image: looseString,
  home_layout_background_repeat: looseString,
  /** 'container' (boxed, default) or 'container-fluid' / 'full' (edge to edge). */
  home_layout: looseString,
  /** Bootstrap gutter class; 'g-0' means no side padding. */
  home_grid: looseString,
  home_vertical_align: looseString,
  home_horizontal_align: looseString,
};

const columnFields = {
  /** Column width in twelfths. */
  home_inn_structure_type: lazySchema(() =>
    preprocess(blankToUndefined, z._default(z.pipe(looseNumber, z.int().check(z.gte(1), z.lte(12))), 12)),
  ),
  home_inn_text_align: looseString,
  home_inn_extra_class: looseString,
  home_inn_inline_style: looseString,
  home_inn_layout_image: looseString,
  home_inn_layout_image_url: looseString,
  home_inn_layout_background_repeat: looseString,
};

/** Column whose detail blocks are left unparsed: the renderer validates each with its block's schema. */
export const ColumnShellSchema = lazySchema(() =>
  z.object({
    ...columnFields,
    has_many_home_details: looseArray(z.unknown()),
  }),
);
export type ColumnShell = z.infer<typeof ColumnShellSchema>;

/** Section whose columns' details are left unparsed (see ColumnShellSchema). */
export const SectionShellSchema = lazySchema(() =>
  z.object({
    ...sectionFields,
    has_many_home_inner: looseArray(z.unknown()),
  }),
);
export type SectionShell = z.infer<typeof SectionShellSchema>;

const withNumericHomeType = (v: unknown) => {
  if (!v || typeof v !== 'object' || !('home_type' in v)) return v;
  const parsed = homeTypeSchema.safeParse(v.home_type);
  return parsed.success ? { ...v, home_type: parsed.data } : v;
};

/**
 * The special blocks a page may place beside the CMS's (issue 9 §0): the bag's lines, summary and suggestions,
 * the wishlist, the account's entry forms (issue 11 §0) and the checkout's steps (issue 10 §0). The features that own them register them with the renderer; they carry no settings.
 */
export const SPECIAL_BLOCK_TYPES = [
  'cart-lines',
  'cart-summary',
  'cart-recommendations',
  'wishlist',
  'sign-in',
  'register',
  'email-verification',
  'password-reset',
  'account-menu',
  'account-overview',
  'account-profile',
  'order-history',
  'order-detail',
  'address-book',
  'checkout-steps',
  'checkout-address',
  'checkout-payment',
  'order-summary',
  'order-confirmation',
  'gift-card-purchase',
  'gift-card-confirmation',
] as const;
export type SpecialBlockType = (typeof SPECIAL_BLOCK_TYPES)[number];
export const SpecialBlockSchema = lazySchema(() => z.object({ home_type: z.enum(SPECIAL_BLOCK_TYPES) }));

/** Every detail block, as a discriminated union on `home_type` (string numbers accepted). */
export { withNumericHomeType };
export const DetailBlockSchema = lazySchema(() =>
  preprocess(
    withNumericHomeType,
    z.discriminatedUnion('home_type', [
      ProductListBlockSchema,
      CategoryTilesBlockSchema,
      ...ContentBlockSchemas,
      SpecialBlockSchema,
    ]),
  ),
);
export type DetailBlock = z.infer<typeof DetailBlockSchema>;

/** Fully parsed column, section and page (used for whole-page validation reports and the seed). */
export const ColumnSchema = lazySchema(() =>
  z.object({ ...columnFields, has_many_home_details: looseArray(DetailBlockSchema) }),
);
export const SectionSchema = lazySchema(() =>
  z.object({ ...sectionFields, has_many_home_inner: looseArray(ColumnSchema) }),
);
export const SectionListSchema = lazySchema(() => looseArray(SectionSchema));
export type Section = z.infer<typeof SectionSchema>;
export type Column = z.infer<typeof ColumnSchema>;

/** Hero banner (spec: shell §3). slider_view 2 = video, otherwise image. */
export const HeroBannerSchema = lazySchema(() =>
  z.object({
    slider_id: optionalNumber,
    slider_view: optionalNumber,
    slider_video: looseString,
    slider_image: looseString,
    slider_desc: looseString,
    cat_slug: looseString,
    slider_category: looseString,
    tag_slug: looseString,
    slider_tags: looseString,
    slider_url: looseString,
  }),
);
export type HeroBanner = z.infer<typeof HeroBannerSchema>;

/** CMS content page (spec: shell §3 "CMS page"). */
export const CmsPageSchema = lazySchema(() =>
  z.object({
    page_id: optionalNumber,
    page_name: looseString,
    page_url: looseString,
    page_show_title: flag,
    page_show_breadcrumb: flag,
    page_header_image: looseString,
    page_custom_header: looseString,
  }),
);
export type CmsPage = z.infer<typeof CmsPageSchema>;
