import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 32-byte key, and verifies only the password', async () => {
    const stored = await hashPassword('Rangoli#2026');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(await verifyPassword('Rangoli#2026', stored)).toBe(true);
    expect(await verifyPassword('rangoli#2026', stored)).toBe(false);
    expect(await verifyPassword('Rangoli#2026 ', stored)).toBe(false);
  });

  it('salts every hash: the same password never hashes alike', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses a stored value that is not a sane scrypt hash instead of running it', async () => {
    const huge = `scrypt$${2 ** 30}$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;
    for (const stored of ['', 'scrypt$test', 'bcrypt$2$8$1$a$b', huge, 'scrypt$1000$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('x', stored), stored.slice(0, 20)).toBe(false);
    }
  });

  it('has a dummy hash that no password opens, the same one each time', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
