import { createHash, randomBytes } from 'node:crypto';

/** Crockford's alphabet: no I, L, O or U to misread. 32 letters, so a byte modulo 32 is unbiased. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `count` random characters of Crockford's alphabet (5 random bits each). */
export const randomCode = (count: number) => Array.from(randomBytes(count), (b) => ALPHABET[b % 32]).join('');

/** Unguessable order numbers: PDK- and 10 characters of 50 random bits. */
export const newOrderNumber = (): string => `PDK-${randomCode(10)}`;

/** A guest's order token is kept only as its SHA-256 (ADR 021). */
export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex');
