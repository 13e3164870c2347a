import type { Context } from 'hono';
import { serverMessages } from '../messages';

/** A body that cannot be read is a 400 naming the body as a whole (`_`, as for any root issue). */
export type BodyResult = { ok: true; body: unknown } | { ok: false; message: string; errors: Record<string, string[]> };

const unreadable = (message: string, reason: string): BodyResult => ({ ok: false, message, errors: { _: [reason] } });

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
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return unreadable(serverMessages.invalidJson, serverMessages.invalidJson);
  }
}
