import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@domain/constants';
import { storedValue, useStorageReady, useStoredValue } from '@/lib/storage';
import { lazySchema } from '@schemas/lazy';

/** An opaque bearer token: printable, no spaces, of a sane length. Anything else is not ours. */
const UserTokenSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[\x21-\x7e]+$/)));

/** The signed-in customer's token (spec: shell §4, §6 "user token in storage"). */
export const userToken = storedValue(STORAGE_KEYS.userToken, UserTokenSchema, 'text');

/** spec: shell §6 — a visitor is signed in when a stored user token exists. */
export const useSignedIn = (): boolean => useStoredValue(userToken) !== null;

/**
 * Whether the visitor is known: false while browser storage is unseen (the server render and its hydration),
 * then true. A page for customers only decides to send a visitor to /login once it is.
 */
export const useSignInKnown = (): boolean => useStorageReady();
