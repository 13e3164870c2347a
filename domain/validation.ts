import { messages } from './messages';

/** spec: shell §9, search minimum 2 characters. */
export const SEARCH_MIN_LENGTH = 2;

/** spec: shell §5 — text, at sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  if (!EMAIL_PATTERN.test(e)) return messages.invalidEmail;
  return null;
}
