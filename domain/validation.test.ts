import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { formatINR } from './money';
import { newsletterEmailError, searchTermError } from './validation';

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
});

describe('rupees (spec: shell §1, format 0,0.00)', () => {
  it('formats with the rupee sign, comma groups and two decimals', () => {
    expect(formatINR(185000)).toBe('₹185,000.00');
    expect(formatINR(1850.5)).toBe('₹1,850.50');
    expect(formatINR(0)).toBe('₹0.00');
  });
});
