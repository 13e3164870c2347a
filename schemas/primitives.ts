import { z } from 'zod/mini';
import { lazySchema } from './lazy';

/**
 * Tolerant primitives for back-office payloads (ARCHITECTURE: "tolerant where back offices are sloppy").
 * Back offices send numbers as strings, `null` for absent and `0/1` flags; these adapters reshape
 * such quirks once, here, so components receive clean typed props.
 *
 * Schemas use zod/mini: the browser parses every response with them, and mini tree-shakes to a
 * fraction of classic zod's size (docs/decisions/010-zod-mini.md).
 */

/** Runs `fn` on the raw input before `schema` (classic zod's `preprocess`). */
export const preprocess = <S extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema);

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** A number that may arrive as a numeric string; `null`/`''` become `undefined`. */
export const looseNumber = lazySchema(() =>
  preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b))) return Number(b);
    return b;
  }, z.number()),
);

/** An optional number: `null`, `''` and absent all read as `undefined`. */
export const optionalNumber = lazySchema(() => preprocess(blankToUndefined, z.optional(looseNumber)));

/** A string that may arrive as `null` or a number; absent becomes `''`. */
export const looseString = lazySchema(() =>
  preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string()),
);

/** A `0/1`, `'0'/'1'`, boolean or `null` flag, read as a boolean. */
export const flag = lazySchema(() =>
  preprocess((v) => {
    if (v === null || v === undefined || v === '') return false;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v === 1;
    if (typeof v === 'string') return v === '1' || v.toLowerCase() === 'true';
    return v;
  }, z.boolean()),
);

/** A list that may arrive as `null`; absent becomes `[]`. */
export const looseArray = <T extends z.ZodMiniType>(item: T) =>
  preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));

/** A required non-empty string; the message is the editor's "Required". */
export const requiredString = (message = 'Required') => z.string({ error: message }).check(z.minLength(1, message));

/** Strict money: a finite, non-negative amount with at most two decimals (sent as number or numeric string). */
export const money = lazySchema(() =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().check(
      z.nonnegative(),
      z.refine((n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals'),
    ),
  ),
);

/** `status` as back offices send it: 'success' | 'error' (also true/false, 1/0). */
export const status = lazySchema(() =>
  preprocess((v) => {
    if (v === true || v === 1 || v === '1' || v === 200) return 'success';
    if (v === false || v === 0 || v === '0') return 'error';
    return v;
  }, z.string()),
);

/** Checks a string with a function returning the spec's message, or `null` when valid. */
export const checkedString = (errorOf: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value: string, ctx) => {
      const message = errorOf(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
