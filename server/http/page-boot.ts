import type { CallName } from '@schemas/contract';
import type { Db } from '../db/client';
import type { HandlerContext } from '../handlers/types';
import { dashboard, footerData, menueList, settingsdata, topBannerList } from '../handlers/content';
import { pagecontent } from '../handlers/pages';
import { contentPageLinks, homeLinks } from './preload-hints';

/** One call's answer, inlined into the page so the storefront need not ask for it again. */
export interface InitialEntry {
  call: CallName;
  body?: Record<string, unknown>;
  response: unknown;
}

/**
 * What the server adds to a page's HTML: preload hints for its largest image and its first data. `shell`
 * is the data of the frame around every page (settings, menu, footer); it goes out only with a
 * server-rendered page, whose header and footer are drawn from it (ADR 014).
 */
export interface PageBoot {
  links: string[];
  entries: InitialEntry[];
  shell: InitialEntry[];
}

export const EMPTY_BOOT: PageBoot = { links: [], entries: [], shell: [] };
const CONTENT_PAGE = /^\/([a-z0-9][a-z0-9-]*)$/i;

/**
 * The data a page asks for first, answered by the same handlers as the API (so the same contract), for
 * the home page (banners, sections) and content pages (pagecontent); other paths get none. This removes
 * the data round trip between the script arriving and the first paint of content. Every page also gets
 * the shell's data, used when the page is rendered on the server.
 */
export async function pageBootFor(db: Db, path: string): Promise<PageBoot> {
  const ctx: HandlerContext = { db, bearerToken: null, publicUrl: '' };
  const [page, shell] = await Promise.all([pageEntries(ctx, path), shellEntries(ctx)]);
  return { ...page, shell };
}

async function pageEntries(ctx: HandlerContext, path: string): Promise<Omit<PageBoot, 'shell'>> {
  if (path === '/') {
    const [banners, home] = await Promise.all([topBannerList({}, ctx), dashboard({}, ctx)]);
    return {
      links: homeLinks(banners),
      entries: [
        { call: 'top-banner-list', response: banners },
        { call: 'dashboard', response: home },
      ],
    };
  }
  const slug = CONTENT_PAGE.exec(path)?.[1];
  if (!slug) return { links: [], entries: [] };
  const page = await pagecontent({ slug }, ctx);
  // An unknown page is left to the storefront, which asks and goes to /error_404.
  if (page.status !== 'success') return { links: [], entries: [] };
  return { links: contentPageLinks(page), entries: [{ call: 'pagecontent', body: { slug }, response: page }] };
}

/** The header's and footer's data (spec: shell §7 settingsdata, menue-list, footer), as the API answers. */
async function shellEntries(ctx: HandlerContext): Promise<InitialEntry[]> {
  const [settings, menu, footer] = await Promise.all([settingsdata({}, ctx), menueList({}, ctx), footerData({}, ctx)]);
  return [
    { call: 'settingsdata', response: settings },
    { call: 'menue-list', response: menu },
    { call: 'footer', response: footer },
  ];
}

/** Absent values go out as null, as on the wire (http/json.ts). */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

/** The entries as the browser will read them (absent values as null), for the server render to start from. */
export const asOnTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value, undefinedAsNull)) as T;

/**
 * The entries as a JSON data block. It is not a script (`type="application/json"` never runs, so the CSP
 * without inline scripts holds); `<` is escaped so CMS text cannot close the element.
 */
export function initialDataTag(entries: readonly InitialEntry[]): string {
  return jsonDataTag('initial-data', entries);
}

/** Any value as a JSON data block with `id` (same escaping as initialDataTag). */
export function jsonDataTag(id: string, value: unknown): string {
  const json = JSON.stringify(value, undefinedAsNull)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
