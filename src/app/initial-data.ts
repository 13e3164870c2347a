import type { QueryClient } from '@tanstack/react-query';
import { topBannerQueryOptions } from '@blocks/hero-banner/api';
import { dashboard, pagecontent, topBannerList } from '@schemas/contract';
import { dashboardQueryOptions } from '@/features/content/api/dashboard';
import { pageContentQueryOptions } from '@/features/content/api/page-content';

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
  }
}

/**
 * Seeds the query cache with the first data the server inlined into the page (server/http/page-boot.ts),
 * parsed with the contract's response schemas exactly like a fetched answer. Anything missing or
 * malformed is ignored, and the page asks the API as usual (as it does behind another back office).
 */
export function seedInitialData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById('initial-data');
  if (!element?.textContent) return;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (entry && typeof entry === 'object') {
      const { call, body, response } = entry as { call?: unknown; body?: unknown; response?: unknown };
      seed(client, call, body, response);
    }
  }
}
