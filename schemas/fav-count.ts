import { z } from 'zod/mini';
import { looseString, preprocess, status } from './primitives';
import { lazySchema } from './lazy';

// The header heart's count on its own: the shell asks for it on every page, without the account's other
// schemas (ADR 055).

/** GET getFavCount (shell §7): the favourites count; 0 with "Session expired" for a lapsed token. */
export const FavCountResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    count: preprocess((v) => v ?? 0, z.number()),
  }),
);
