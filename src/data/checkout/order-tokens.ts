import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@domain/constants';
import { storedValue } from '@/lib/storage';
import { lazySchema } from '@schemas/lazy';

/** How many of a guest's orders this browser remembers (the latest ones). */
const KEPT = 20;

const tokens = storedValue(
  STORAGE_KEYS.orderTokens,
  lazySchema(() => z.array(z.object({ number: z.string(), token: z.string() })).check(z.maxLength(KEPT))),
);

/**
 * A guest's proof that an order is theirs: the token its placing answered, kept by order number so this
 * browser, and only this one, can show the order's confirmation again (issue 10 §3).
 */
export const orderTokens = {
  get: (number: string): string | undefined => tokens.read()?.find((t) => t.number === number)?.token,
  keep(number: string, token: string): void {
    const others = (tokens.read() ?? []).filter((t) => t.number !== number);
    tokens.write([{ number, token }, ...others].slice(0, KEPT));
  },
};
