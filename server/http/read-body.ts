import type { Context } from 'hono';

export type BodyResult = { ok: true; body: unknown } | { ok: false };

/**
 * Reads a POST body: JSON (what the storefront sends) or a form, as older back-office clients post.
 * An empty body reads as `{}` so the schema, not the parser, names the missing fields.
 */
export async function readBody(c: Context): Promise<BodyResult> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return { ok: true, body: await c.req.parseBody() };
  }
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, body: {} };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
