import { messages } from './messages';
import { EMAIL_MAX, EMAIL_PATTERN } from './validation';

/** The longest password a request may carry: far above any real one, and scrypt never sees more. */
export const PASSWORD_MAX = 128;
/** The longest name a form takes (a person's full name). */
export const NAME_MAX = 100;

/**
 * The spec's message for a required e-mail field, or `null` when valid: empty gets `emptyMessage`, anything
 * that is not an address gets 'Invalid Email Format' (catalogue §5 "Login", "Drop a hint"). No pattern runs
 * on a string longer than any address (STYLE 20).
 */
export function requiredEmailError(value: string, emptyMessage: string): string | null {
  const e = value.trim();
  if (e === '') return emptyMessage;
  if (e.length > EMAIL_MAX || !EMAIL_PATTERN.test(e)) return messages.invalidEmail;
  return null;
}

/** `emptyMessage` for a blank text, else `null`. */
export const requiredTextError = (value: string, emptyMessage: string): string | null =>
  value.trim() === '' ? emptyMessage : null;
