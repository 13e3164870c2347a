import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Absent values go on the wire as `null`, as the back office sends them (ARCHITECTURE: tolerant parsing). */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

export function wireJson(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(data, undefinedAsNull), status, {
    'Content-Type': 'application/json; charset=utf-8',
  });
}
