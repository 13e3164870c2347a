import { describe, expect, it } from 'vitest';
import {
  decodeMirror,
  encodeMirror,
  MIRROR_MAX_CHARS,
  MIRROR_MAX_COOKIES,
  mirrorCookies,
  mirroredStorage,
} from './storage-mirror';

describe('the cookie mirror of browser storage (ADR 024)', () => {
  it('round-trips any stored string, Unicode included, in cookie-safe characters', () => {
    for (const raw of ['', '[]', '{"name":"Kanjeevaram Saree — ₹7,700; \\"indigo\\""}', 'a'.repeat(1000)]) {
      const value = encodeMirror(raw);
      expect(value).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeMirror(value)).toBe(raw);
    }
  });

  it('refuses a value it could not have written', () => {
    expect(decodeMirror('not base64!')).toBeNull();
    expect(decodeMirror('a'.repeat(MIRROR_MAX_CHARS + 4))).toBeNull();
    // Bytes that are not UTF-8.
    expect(decodeMirror('_w')).toBeNull();
  });

  it('reads the mirrors of the values it knows from a Cookie header, and nothing else', () => {
    const bag = encodeMirror('[1]');
    const header = [
      'theme=dark',
      `sm_CART_SESSION=${bag}`,
      `sm_USER_TOKEN=${encodeMirror('stolen')}`,
      `sm_ADDRESS_SESSION=%%%`,
      `sm_COUPON_SESSION=${encodeMirror('{}')}`,
      `sm_CART_SESSION=${encodeMirror('[2]')}`,
    ].join('; ');
    expect(mirroredStorage(header)).toEqual({ CART_SESSION: '[1]', COUPON_SESSION: '{}' });
    expect(mirroredStorage(undefined)).toEqual({});
    expect(mirroredStorage('x'.repeat(20_000))).toEqual({});
  });

  it(`reads at most ${MIRROR_MAX_COOKIES} mirror cookies`, () => {
    const many = Array.from({ length: MIRROR_MAX_COOKIES }, () => `sm_OTHER=${encodeMirror('1')}`);
    expect(mirroredStorage([...many, `sm_CART_SESSION=${encodeMirror('[1]')}`].join('; '))).toEqual({});
  });

  it('scopes each mirror to the pages drawn with it, and removes one too large to keep', () => {
    expect(mirrorCookies('CART_SESSION', '[1]', true)).toEqual([
      `sm_CART_SESSION=${encodeMirror('[1]')}; Path=/cart; Max-Age=2592000; SameSite=Lax; Secure`,
      `sm_CART_SESSION=${encodeMirror('[1]')}; Path=/checkout; Max-Age=2592000; SameSite=Lax; Secure`,
    ]);
    expect(mirrorCookies('ADDRESS_SESSION', null, false)).toEqual([
      'sm_ADDRESS_SESSION=; Path=/checkout; Max-Age=0; SameSite=Lax',
    ]);
    expect(mirrorCookies('ADDRESS_SESSION', 'x'.repeat(MIRROR_MAX_CHARS), false)[0]).toContain('Max-Age=0');
    expect(mirrorCookies('USER_TOKEN', 'abc', false)).toEqual([]);
  });
});
