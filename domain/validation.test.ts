import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { formatINR } from './money';
import { EMAIL_MAX, EMAIL_PATTERN, newsletterEmailError, searchTermError } from './validation';

// As tests/support/linear-time.ts (which domain and schemas may not import): linear work on 100 KB takes a
// millisecond or two, a backtracking pattern seconds to minutes; the bound sits far from both, so a busy
// machine does not fail it (50 ms did, at 61 ms).
const LINEAR_MS = 1_000;
const KB100 = 100_000;
function msFor(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('search term (spec: shell §5)', () => {
  it('asks for something when empty', () => {
    expect(searchTermError('')).toBe('Please type something here to search');
    expect(searchTermError('   ')).toBe(messages.searchEmpty);
  });
  it('asks for at least two characters', () => {
    expect(searchTermError('a')).toBe('Please type atleast two character for better search');
  });
  it('accepts two characters or more', () => {
    expect(searchTermError('ab')).toBeNull();
    expect(searchTermError(' silk saree ')).toBeNull();
  });
});

describe('newsletter e-mail (spec: shell §5)', () => {
  it('asks for the e-mail when empty', () => {
    expect(newsletterEmailError('')).toBe('Please enter the email id.');
  });
  it.each(['plain', 'a@b', 'a b@c.d', '@b.c', 'a@.c x'])('rejects %s', (email) => {
    expect(newsletterEmailError(email)).toBe('Invalid Email Format');
  });
  it('accepts text@text.text', () => {
    expect(newsletterEmailError('meera@example.in')).toBeNull();
  });
  it('refuses an address longer than any real one', () => {
    const local = 'a'.repeat(EMAIL_MAX - 'a@b.in'.length + 1);
    expect(newsletterEmailError(`${local}a@b.in`)).toBe(messages.invalidEmail);
    expect(newsletterEmailError(`${local.slice(1)}a@b.in`)).toBeNull();
  });
});

describe('the e-mail pattern on long input', () => {
  // The pattern it replaces, which accepts the same addresses but backtracks quadratically on many dots.
  const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly the addresses of the spec pattern (every string of up to 7 of a, b, ., @, space)', () => {
    const alphabet = ['a', 'b', '.', '@', ' '];
    let strings = [''];
    for (let length = 1; length <= 7; length += 1) {
      strings = strings.flatMap((prefix) => alphabet.map((c) => prefix + c));
      for (const text of strings) expect(EMAIL_PATTERN.test(text), JSON.stringify(text)).toBe(SPEC_PATTERN.test(text));
    }
  });

  it.each([
    ['dots after the at sign', `a@${'.'.repeat(KB100)} `],
    ['dotted words after the at sign', `a@${'a.'.repeat(KB100 / 2)}@`],
    ['at signs', '@'.repeat(KB100)],
    ['a long local part', `${'a'.repeat(KB100)} @b.c`],
    ['alternating a@', 'a@'.repeat(KB100 / 2)],
    ['dots on both sides', `${'.'.repeat(KB100)}@${'.'.repeat(KB100)}\n`],
    ['a valid but huge address', `a@b${'.c'.repeat(KB100 / 2)}`],
  ])('checks %s (100 KB) in linear time', (_, text) => {
    expect(msFor(() => EMAIL_PATTERN.test(text))).toBeLessThan(LINEAR_MS);
    expect(msFor(() => newsletterEmailError(text))).toBeLessThan(LINEAR_MS);
  });

  it('checks a 100 KB search term in linear time', () => {
    expect(msFor(() => searchTermError(`${' '.repeat(KB100)}x`))).toBeLessThan(LINEAR_MS);
  });
});

describe('rupees (spec: shell §1, format 0,0.00)', () => {
  it('formats with the rupee sign, comma groups and two decimals', () => {
    expect(formatINR(185000)).toBe('₹185,000.00');
    expect(formatINR(1850.5)).toBe('₹1,850.50');
    expect(formatINR(0)).toBe('₹0.00');
  });
});
