/**
 * Where /login sends the shopper after signing in (catalogue §2 "A redirect query parameter is honoured
 * after sign-in (default /)"): only a path of this site, starting with one "/". Anything else (another
 * site, `//host`, `/\host`, a scheme, control characters) goes home, so a link cannot send a shopper who
 * has just signed in to somebody else's page.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes "//evil.example").
  for (const char of raw) if (char.charCodeAt(0) < 0x20 || char === '\\') return '/';
  return raw;
}
