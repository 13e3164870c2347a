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

/** The shortest password a new one may be (issue 11 §1 "a minimum password strength"). */
export const PASSWORD_MIN = 8;

/**
 * A new password's message, or `null`: required, then at least PASSWORD_MIN characters with a letter and a
 * digit. Sign-in never applies this (older passwords still sign in); registration, reset and change do.
 */
export function newPasswordError(value: string): string | null {
  if (value === '') return messages.loginPasswordRequired;
  if (value.length < PASSWORD_MIN || !/\p{L}/u.test(value) || !/\d/.test(value)) return messages.weakPassword;
  return null;
}

/**
 * The confirmation's message, or `null` (catalogue §5: "The trimmed confirmation must equal the password"):
 * `mismatch` is the reset page's or the profile's text.
 */
export function confirmPasswordError(password: string, confirmation: string, mismatch: string): string | null {
  if (confirmation.trim() === '') return messages.confirmPasswordRequired;
  return confirmation.trim() === password ? null : mismatch;
}

/** The registration mobile (catalogue §5): exactly 10 digits, else 'Phone Number must be in 10 Digits'. */
export function registerMobileError(value: string): string | null {
  const v = value.trim();
  if (v === '') return messages.registerMobileRequired;
  return /^\d{10}$/.test(v) ? null : messages.phoneTenDigits;
}

/** `emptyMessage` for a blank text, else `null`. */
export const requiredTextError = (value: string, emptyMessage: string): string | null =>
  value.trim() === '' ? emptyMessage : null;
