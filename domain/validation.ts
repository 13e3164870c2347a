import { messages } from './messages';

/** spec: shell §9, search minimum 2 characters. */
export const SEARCH_MIN_LENGTH = 2;

/** The longest e-mail address that can be delivered: RFC 5321 caps a path at 256 characters, `<` and `>` included. */
export const EMAIL_MAX = 254;

/**
 * spec: shell §5 — text, at sign, text, dot, text, no spaces. The domain part is read as its first character,
 * then up to its first dot after that, then at least one more character: each quantifier has exactly one way to
 * match, so a long address is checked in linear time. (`[^\s@]+\.[^\s@]+` accepts the same addresses but
 * backtracks quadratically on many dots: 4.6 s for 60 KB.)
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Returns the spec's message for an invalid search term, or `null` when it may be searched. */
export function searchTermError(term: string): string | null {
  const t = term.trim();
  if (t === '') return messages.searchEmpty;
  if (t.length < SEARCH_MIN_LENGTH) return messages.searchTooShort;
  return null;
}

/** Returns the spec's message for an invalid newsletter e-mail, or `null`. spec: shell §5. */
export function newsletterEmailError(email: string): string | null {
  const e = email.trim();
  if (e === '') return messages.newsletterEmpty;
  // No real address is longer; the pattern never sees an unbounded string (STYLE 20).
  if (e.length > EMAIL_MAX || !EMAIL_PATTERN.test(e)) return messages.invalidEmail;
  return null;
}
