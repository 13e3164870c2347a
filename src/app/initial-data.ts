import type { QueryClient } from '@tanstack/react-query';
import { topBannerQueryOptions } from '@blocks/hero-banner/api';
import { dashboard, footer, menueList, pagecontent, settingsdata, topBannerList } from '@schemas/contract';
import { dashboardQueryOptions } from '@/features/content/api/dashboard';
import { pageContentQueryOptions } from '@/features/content/api/page-content';
import { footerQueryOptions } from '@/lib/queries/footer';
import { menuQueryOptions } from '@/lib/queries/menu';
import { settingsQueryOptions } from '@/lib/queries/settings';

/** The id of the JSON data block the server inlines (server/http/page-boot.ts). */
export const INITIAL_DATA_ID = 'initial-data';

/** Each inlined call's answer goes under the key its query would have fetched it with. */
function seed(client: QueryClient, call: unknown, body: unknown, response: unknown): void {
  if (call === 'top-banner-list') {
    const parsed = topBannerList.response.safeParse(response);
    if (parsed.success) client.setQueryData(topBannerQueryOptions().queryKey, parsed.data);
  } else if (call === 'dashboard') {
    const parsed = dashboard.response.safeParse(response);
    if (parsed.success) client.setQueryData(dashboardQueryOptions().queryKey, parsed.data);
  } else if (call === 'pagecontent') {
    const slug = body && typeof body === 'object' && 'slug' in body ? body.slug : undefined;
    const parsed = pagecontent.response.safeParse(response);
    if (typeof slug === 'string' && parsed.success)
      client.setQueryData(pageContentQueryOptions(slug).queryKey, parsed.data);
  } else if (call === 'settingsdata') {
    const parsed = settingsdata.response.safeParse(response);
    if (parsed.success) client.setQueryData(settingsQueryOptions().queryKey, parsed.data);
  } else if (call === 'menue-list') {
    const parsed = menueList.response.safeParse(response);
    if (parsed.success) client.setQueryData(menuQueryOptions().queryKey, parsed.data);
  } else if (call === 'footer') {
    const parsed = footer.response.safeParse(response);
    if (parsed.success) client.setQueryData(footerQueryOptions().queryKey, parsed.data);
  }
}

/**
 * Seeds the query cache with inlined answers (`[{ call, body?, response }]`), parsed with the contract's
 * response schemas exactly like a fetched answer. Anything malformed is ignored. The server renderer
 * (src/entry-server.tsx) seeds its cache the same way, so both renders start from the same data.
 */
export function seedEntries(client: QueryClient, entries: unknown): void {
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (entry && typeof entry === 'object') {
      const { call, body, response } = entry as { call?: unknown; body?: unknown; response?: unknown };
      seed(client, call, body, response);
    }
  }
}

/** Parses (and removes) a JSON data block of the page; undefined when absent or malformed. */
export function takeJsonBlock(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the query cache with the first data the server inlined into the page (server/http/page-boot.ts).
 * Anything missing or malformed is ignored, and the page asks the API as usual (as it does behind another
 * back office).
 */
export function seedInitialData(client: QueryClient, doc: Document = document): void {
  seedEntries(client, takeJsonBlock(INITIAL_DATA_ID, doc));
}
