import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ACCESS_KEY_HEADER } from '@schemas/call';
import { serverMessages } from '../messages';
import { wireJson } from './json';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Every /web-api call carries the fixed access-key header (spec: shell §7). Compared in constant
 * time over digests, so neither the key's content nor its length leaks through timing.
 */
export function requireAccessKey(accessKey: string): MiddlewareHandler {
  const expected = digest(accessKey);
  return async (c, next) => {
    const sent = c.req.header(ACCESS_KEY_HEADER);
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      return wireJson(c, { status: 'error', message: serverMessages.invalidAccessKey }, 401);
    }
    await next();
  };
}
