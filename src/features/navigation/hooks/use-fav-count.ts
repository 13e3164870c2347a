import { useFavCountQuery } from '@/data/wishlist/fav-count';

/** The wishlist badge count (shell §2): getFavCount while signed in, 0 for a guest (the badge hides at 0). */
export function useFavCount(): number {
  return useFavCountQuery();
}
