import { z } from 'zod/mini';
import { looseString, preprocess } from './primitives';
import { lazySchema } from './lazy';

// Request input has a size (STYLE 20): every string a request carries is bounded before any pattern runs and
// is text (no NUL, which PostgreSQL's text refuses), and every id fits the database's `integer`. Malformed
// input gets a 400 with field messages, never a 500 or a stalled server.

/** The largest id a request may name: every id column is a PostgreSQL `integer` (server/db/schema.ts). */
export const MAX_ID = 2_147_483_647;

/** The texts of the request limits below, for the server's 400 answers (the specs set none). */
export const requestMessages = {
  tooLong: (max: number) => `Please use at most ${max} characters`,
  nul: 'Must not contain a NUL character (\\u0000)',
  id: `Expected a whole number from 1 to ${MAX_ID}`,
  idList: `Expected ids from 1 to ${MAX_ID}, separated by commas, e.g. 12,7,31`,
} as const;

/**
 * Bounds a request string before `schema` runs: a string longer than `max` (refused with `tooLong`), or one
 * holding NUL (which no text column stores), stops here and `schema` never sees it, so no pattern or refinement
 * runs on unbounded input. Anything that is not a string passes through untouched, so `schema` still names a
 * missing or mistyped field in its own words; the input type stays `schema`'s.
 */
export function boundedText<S extends z.ZodMiniType>(
  max: number,
  schema: S,
  tooLong: string = requestMessages.tooLong(max),
): z.ZodMiniPipe<z.ZodMiniTransform<z.input<S>, z.input<S>>, S> {
  // A transform, as in `preprocess`: a field the object lacks still reaches `schema`, which names it.
  const guard = z.transform<z.input<S>, z.input<S>>((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.length > max) {
      ctx.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: max,
        inclusive: true,
        input: value,
        message: tooLong,
      });
    } else if (value.includes('\u0000')) {
      ctx.issues.push({ code: 'custom', input: value, message: requestMessages.nul });
    }
    return value;
  });
  // The guard hands `schema` its own input unchanged; TypeScript cannot follow that through the generic.
  return z.pipe(guard, schema as z.core.$ZodType<unknown, Awaited<z.input<S>>>) as z.ZodMiniPipe<typeof guard, S>;
}

const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

/** An optional id in a request: a whole number from 1 to MAX_ID, sent as number or digits; `null`/`''` = absent. */
export const optionalId = lazySchema(() =>
  preprocess(
    (v) => {
      const b = v === null || v === '' ? undefined : v;
      // At most 10 digits reach Number(): a longer string is no id, and the message below says so.
      return typeof b === 'string' && b.length <= 10 && b.trim() !== '' && !Number.isNaN(Number(b)) ? Number(b) : b;
    },
    z.optional(z.number({ error: requestMessages.id }).check(z.refine(isId, requestMessages.id))),
  ),
);

/** A required id in a request: as `optionalId`, and absent is refused with the same message. */
export const requestId = lazySchema(() => z.pipe(optionalId, z.number({ error: requestMessages.id })));

/** Whether `token` writes an id: digits only, from 1 to MAX_ID (so at most 10 digits reach Number()). */
export const isIdToken = (token: string): boolean => token.length <= 10 && /^\d+$/.test(token) && isId(Number(token));

/** Whether every entry of a comma list of ids ("12, 7,,31") is an id; blank entries are skipped. */
export const isIdList = (text: string): boolean =>
  text.split(',').every((entry) => entry.trim() === '' || isIdToken(entry.trim()));

/** A comma list of ids in a request, bounded to `max` characters: sent as text, a number or `null` (= ''). */
export const requestIdList = (max: number) =>
  boundedText(max, z.pipe(looseString, z.string().check(z.refine(isIdList, requestMessages.idList))));
