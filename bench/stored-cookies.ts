import { encodeMirror, MIRROR_MAX_CHARS, MIRROR_PATHS, mirrorCookieName } from '@schemas/storage-mirror';

/**
 * The cookie mirrors the storefront writes beside these stored values (ADR 024), as Playwright cookies
 * for the origin of `url`: a guest who filled a bag in this browser has them as well as the storage.
 */
export function mirrorCookiesFor(url: string, stored: Record<string, string>) {
  const { hostname } = new URL(url);
  return Object.entries(stored).flatMap(([key, raw]) => {
    const value = encodeMirror(raw);
    if (value.length > MIRROR_MAX_CHARS) return [];
    return (MIRROR_PATHS[key] ?? []).map((path) => ({ name: mirrorCookieName(key), value, domain: hostname, path }));
  });
}
