import { z } from 'zod/mini';
import { CmsPageSchema, HeroBannerSchema, SectionListSchema, SectionShellSchema } from './cms';
import { flag, looseArray, looseString, optionalNumber, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/** Site settings (spec: shell §3). */
export const SiteSettingsSchema = lazySchema(() =>
  z.object({
    logo: looseString,
    white_logo: looseString,
    header_marquee: looseString,
    address: looseString,
    admin_support_email: looseString,
    admin_support_mobile: looseString,
    admin_whatsapp_no: looseString,
    instagram_url: looseString,
    facebook_url: looseString,
    linkedin_url: looseString,
    twitter_url: looseString,
    youtube_url: looseString,
    admin_shipping_free: optionalNumber,
    admin_notzone_amount: optionalNumber,
    admin_min_order: optionalNumber,
    shipping_estimated_days: optionalNumber,
    site_key: looseString,
  }),
);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SettingsResponseSchema = lazySchema(() =>
  z.object({
    status,
    sitesettings: SiteSettingsSchema,
    setting_image_path: looseString,
  }),
);

const slugRef = (key: 'cat_slug' | 'page_url') =>
  preprocess((v) => v ?? undefined, z.optional(z.object({ [key]: looseString })));

interface MenuEntryShape {
  menu_id?: number | undefined;
  menu_name: string;
  menu_slug: string;
  menu_mega: boolean;
  menu_categoryid?: number | undefined;
  menu_collectionid?: number | undefined;
  menu_pageid?: number | undefined;
  menu_customlink: string;
  menu_show_image: boolean;
  menu_image: string;
  menu_desc: string;
  categories?: { cat_slug: string } | undefined;
  collection?: { cat_slug: string } | undefined;
  pages?: { page_url: string } | undefined;
  children: MenuEntryShape[];
}

/** Menu entry (spec: shell §3); children nest up to three levels. */
export const MenuEntrySchema: z.ZodMiniType<MenuEntryShape, unknown> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      menu_id: optionalNumber,
      menu_name: looseString,
      menu_slug: looseString,
      menu_mega: flag,
      menu_categoryid: optionalNumber,
      menu_collectionid: optionalNumber,
      menu_pageid: optionalNumber,
      menu_customlink: looseString,
      menu_show_image: flag,
      menu_image: looseString,
      menu_desc: looseString,
      categories: slugRef('cat_slug') as z.ZodMiniType<{ cat_slug: string } | undefined, unknown>,
      collection: slugRef('cat_slug') as z.ZodMiniType<{ cat_slug: string } | undefined, unknown>,
      pages: slugRef('page_url') as z.ZodMiniType<{ page_url: string } | undefined, unknown>,
      children: looseArray(MenuEntrySchema),
    }),
  ),
);
export type MenuEntry = MenuEntryShape;

export const MenuResponseSchema = lazySchema(() =>
  z.object({
    status,
    data: looseArray(MenuEntrySchema),
    imageUrl: looseString,
  }),
);

/** Footer content (spec: shell §3): four titled columns; desc5/desc6 carry extra HTML. */
export const FooterContentSchema = lazySchema(() =>
  z.object({
    footer_title1: looseString,
    footer_title2: looseString,
    footer_title3: looseString,
    footer_title4: looseString,
    footer_desc1: looseString,
    footer_desc2: looseString,
    footer_desc3: looseString,
    footer_desc4: looseString,
    footer_desc5: looseString,
    footer_desc6: looseString,
  }),
);
export type FooterContent = z.infer<typeof FooterContentSchema>;

export const FooterResponseSchema = lazySchema(() => z.object({ status, footerIdData: FooterContentSchema }));

export const TopBannerResponseSchema = lazySchema(() =>
  z.object({
    status,
    resTopBannerData: looseArray(HeroBannerSchema),
    resMobileBannerData: looseArray(HeroBannerSchema),
  }),
);

/**
 * Home page sections. Sections are parsed only down to their shells here: each detail block is
 * validated by the renderer with its block's schema, so one bad block never rejects the page.
 */
export const DashboardResponseSchema = lazySchema(() =>
  z.object({
    status,
    resAppearanceHomeBrowserData: looseArray(SectionShellSchema),
    resAppearanceHomeMobileData: looseArray(SectionShellSchema),
  }),
);

/** The longest page slug a request may name (the back office's URLs are far shorter). */
export const PAGE_SLUG_MAX = 200;

export const PageContentRequestSchema = lazySchema(() =>
  z.object({
    slug: boundedText(
      PAGE_SLUG_MAX,
      z.string({ error: 'Please provide a page slug' }).check(z.trim(), z.minLength(1, 'Please provide a page slug')),
    ),
  }),
);

/** The stored slug a requested one names: without leading or trailing slashes, in lower case ('/Our-Story/'). */
export function pageSlugOf(slug: string): string {
  let start = 0;
  let end = slug.length;
  // A loop, not /^\/+|\/+$/g: that pattern backtracks quadratically on a long run of inner slashes.
  while (start < end && slug[start] === '/') start += 1;
  while (end > start && slug[end - 1] === '/') end -= 1;
  return slug.slice(start, end).toLowerCase();
}

export const PageContentResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    data: preprocess((v) => v ?? undefined, z.optional(CmsPageSchema)),
    header_image_path: looseString,
    resAppearanceHomeBrowserData: looseArray(SectionShellSchema),
    resAppearanceHomeMobileData: looseArray(SectionShellSchema),
  }),
);

/** The strict page model the back office stores (seed and editor validation). */
export const StoredPageSchema = lazySchema(() =>
  z.object({
    page: CmsPageSchema,
    browser: SectionListSchema,
    mobile: SectionListSchema,
  }),
);
