import type { Context } from 'hono';
import { serverMessages } from '../messages';

/** A body that cannot be read is a 400 naming the body as a whole (`_`, as for any root issue). */
export type BodyResult = { ok: true; body: unknown } | { ok: false; message: string; errors: Record<string, string[]> };

const unreadable = (message: string, reason: string): BodyResult => ({ ok: false, message, errors: { _: [reason] } });

/**
 * The deepest nesting of arrays and objects a JSON body may have. The storefront's own bodies nest four levels
 * at most. A deeper body is refused before validation: the schemas' length checks read a `length` key of
 * any value, and a 10,000-deep array there is turned into a string by recursion (a stack overflow, a 500).
 */
export const MAX_BODY_DEPTH = 32;

/** How deep `value` nests arrays and objects, counted without recursion and no further than `limit` + 1. */
export function nestingDepth(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    deepest = Math.max(deepest, level);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Reads a POST body: JSON (what the storefront sends) or a form, as older back-office clients post.
 * An empty body reads as `{}` so the schema, not the parser, names the missing fields. Whatever the parser
 * throws (a multipart body without its boundary, a malformed form, a broken stream) is the client's fault:
 * a 400 with the reason, never a 500.
 */
export async function readBody(c: Context): Promise<BodyResult> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const multipart = type.includes('multipart/form-data');
  if (multipart || type.includes('application/x-www-form-urlencoded')) {
    try {
      return { ok: true, body: await c.req.parseBody() };
    } catch {
      const reason =
        multipart && !type.includes('boundary=') ? serverMessages.formWithoutBoundary : serverMessages.malformedForm;
      return unreadable(serverMessages.unreadableBody, reason);
    }
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return unreadable(serverMessages.unreadableBody, serverMessages.unreadableBody);
  }
  if (text.trim() === '') return { ok: true, body: {} };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return unreadable(serverMessages.invalidJson, serverMessages.invalidJson);
  }
  if (nestingDepth(body) > MAX_BODY_DEPTH)
    return unreadable(serverMessages.nestedTooDeep, serverMessages.nestedTooDeep);
  return { ok: true, body };
}
