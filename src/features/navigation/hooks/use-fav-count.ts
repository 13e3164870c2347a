/**
 * The wishlist badge count. spec: shell §7 lists GET getFavCount, which is not in this issue's
 * contract yet, so the count is 0 (and the badge hidden) until that call lands.
 */
export function useFavCount(): number {
  return 0;
}
