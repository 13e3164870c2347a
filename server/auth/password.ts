import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto at OWASP's parameters (Password Storage Cheat Sheet:
 * N=2^17, r=8, p=1), a 16-byte random salt and a 32-byte key. Stored as `scrypt$N$r$p$salt$key` (base64),
 * so a future change of parameters still verifies the hashes made before it.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Hashes written with more work than this are refused rather than run (a corrupt row must not stall us). */
const MAX_N = 2 ** 20;

// scrypt needs 128·N·r bytes (128 MiB here); node's default cap is 32 MiB, so allow twice what is needed.
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

function derive(password: string, salt: Buffer, keyBytes: number, o: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: maxmemFor(o.N, o.r) };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A new hash of `password` with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || params.N > MAX_N || !(params.r >= 1 && params.r <= 32) || !(params.p >= 1 && params.p <= 16)) {
    return null;
  }
  const keyBuffer = Buffer.from(key, 'base64');
  return keyBuffer.length >= KEY_BYTES ? { params, salt: Buffer.from(salt, 'base64'), key: keyBuffer } : null;
}

/** Whether `password` matches `stored`; the keys are compared in constant time (STYLE 20). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | undefined;

/**
 * A hash no password is known for: an unknown e-mail is checked against it, so it takes as long as a
 * wrong password and the answer's timing does not tell which addresses have accounts.
 */
export const dummyPasswordHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(24).toString('base64')));
