import { STORAGE_KEYS } from '@domain/constants';
import { RECENTLY_VIEWED_MAX, RecentlyViewedSchema } from '@schemas/catalogue';
import { storedValue, useStoredValue } from '@/lib/storage';

/** The slugs of the products a shopper looked at last, newest first (spec: shell §4 "recently viewed"). */
export const recentlyViewed = storedValue(STORAGE_KEYS.recentlyViewed, RecentlyViewedSchema);

/** Puts `slug` first, without repeats, keeping the newest RECENTLY_VIEWED_MAX. */
export function rememberViewed(slug: string): void {
  const earlier = (recentlyViewed.read() ?? []).filter((seen) => seen !== slug);
  recentlyViewed.write([slug, ...earlier].slice(0, RECENTLY_VIEWED_MAX));
}

/** The recently viewed slugs, kept in step with this tab and others. */
export const useRecentlyViewed = (): string[] => useStoredValue(recentlyViewed) ?? [];
