import { FavCountResponseSchema } from '../fav-count';
import { defineCall, NoBody } from '../call';

/** The header heart's count (shell §2, §7), in the account's calls, apart so the shell loads only it (ADR 055). */
export const getFavCount = defineCall({
  name: 'getFavCount',
  method: 'GET',
  path: 'getFavCount',
  request: NoBody,
  response: FavCountResponseSchema,
  summary: 'Number of products in the wishlist',
});
