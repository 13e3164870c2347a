import { asc, eq } from 'drizzle-orm';
import { FooterContentSchema, SiteSettingsSchema, type MenuEntry } from '@schemas/content';
import { banners, footer, homeSections, menuItems, settings } from '../db/schema';
import type { Db } from '../db/client';
import type { Handler } from './types';

/** Base paths the storefront joins with relative file names (src/lib/media.ts); fixtures use rooted URLs. */
export const MEDIA_PATHS = {
  brand: '/media/brand/',
  menu: '/media/menu/',
  pages: '/media/pages/',
} as const;

const ok = 'success';

export const settingsdata: Handler<'settingsdata'> = async (_body, { db }) => {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return {
    status: row ? ok : 'error',
    sitesettings: row?.data ?? SiteSettingsSchema.parse({}),
    setting_image_path: MEDIA_PATHS.brand,
  };
};

/** Rebuilds the nested menu from parent_id + sort (spec: shell §2 "Top menu", up to three levels). */
async function menuTree(db: Db): Promise<MenuEntry[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, seen: Set<number>): MenuEntry[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({ ...row.fields, menu_id: row.id, children: build(row.id, new Set(seen).add(row.id)) }));
  return build(null, new Set());
}

export const menueList: Handler<'menue-list'> = async (_body, { db }) => ({
  status: ok,
  data: await menuTree(db),
  imageUrl: MEDIA_PATHS.menu,
});

export const footerData: Handler<'footer'> = async (_body, { db }) => {
  const [row] = await db.select().from(footer).where(eq(footer.id, 1));
  return { status: row ? ok : 'error', footerIdData: row?.data ?? FooterContentSchema.parse({}) };
};

export const topBannerList: Handler<'top-banner-list'> = async (_body, { db }) => {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return {
    status: ok,
    resTopBannerData: rows.filter((r) => r.device === 'browser').map((r) => r.fields),
    resMobileBannerData: rows.filter((r) => r.device === 'mobile').map((r) => r.fields),
  };
};

export const dashboard: Handler<'dashboard'> = async (_body, { db }) => {
  const rows = await db.select().from(homeSections);
  const of = (device: 'browser' | 'mobile') => rows.find((r) => r.device === device)?.sections ?? [];
  return { status: ok, resAppearanceHomeBrowserData: of('browser'), resAppearanceHomeMobileData: of('mobile') };
};
