import type { CallName } from '@schemas/contract';
import type { Db } from '../db/client';
import { dashboard, topBannerList } from '../handlers/content';
import { pagecontent } from '../handlers/pages';
import { contentPageLinks, homeLinks } from './preload-hints';

/** One call's answer, inlined into the page so the storefront need not ask for it again. */
export interface InitialEntry {
  call: CallName;
  body?: Record<string, unknown>;
  response: unknown;
}

/** What the server adds to a page's HTML: preload hints for its largest image and its first data. */
export interface PageBoot {
  links: string[];
  entries: InitialEntry[];
}

export const EMPTY_BOOT: PageBoot = { links: [], entries: [] };
const CONTENT_PAGE = /^\/([a-z0-9][a-z0-9-]*)$/i;

/**
 * The data a page asks for first, answered by the same handlers as the API (so the same contract), for
 * the home page (banners, sections) and content pages (pagecontent). Other paths get nothing.
 * This removes the data round trip between the script arriving and the first paint of content.
 */
export async function pageBootFor(db: Db, path: string): Promise<PageBoot> {
  const ctx = { db, bearerToken: null, publicUrl: '' };
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
  if (!slug) return EMPTY_BOOT;
  const page = await pagecontent({ slug }, ctx);
  // An unknown page is left to the storefront, which asks and goes to /error_404.
  if (page.status !== 'success') return EMPTY_BOOT;
  return { links: contentPageLinks(page), entries: [{ call: 'pagecontent', body: { slug }, response: page }] };
}

/** Absent values go out as null, as on the wire (http/json.ts). */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

/**
 * The entries as a JSON data block. It is not a script (`type="application/json"` never runs, so the CSP
 * without inline scripts holds); `<` is escaped so CMS text cannot close the element.
 */
export function initialDataTag(entries: readonly InitialEntry[]): string {
  const json = JSON.stringify(entries, undefinedAsNull)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="initial-data">${json}</script>`;
}
