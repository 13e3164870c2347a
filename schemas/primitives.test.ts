import { describe, expect, it } from 'vitest';
import { flag, looseArray, looseNumber, looseString, money, optionalNumber, status } from './primitives';
import { z } from 'zod';

describe('tolerant primitives', () => {
  it('reads numbers sent as strings', () => {
    expect(looseNumber.parse('42')).toBe(42);
    expect(looseNumber.safeParse('abc').success).toBe(false);
  });
  it('reads null, empty and absent optional numbers as undefined', () => {
    const s = z.object({ n: optionalNumber });
    expect(s.parse({ n: null }).n).toBeUndefined();
    expect(s.parse({ n: '' }).n).toBeUndefined();
    expect(s.parse({}).n).toBeUndefined();
    expect(s.parse({ n: '7' }).n).toBe(7);
  });
  it('reads null strings as empty and numbers as strings', () => {
    expect(looseString.parse(null)).toBe('');
    expect(looseString.parse(12)).toBe('12');
  });
  it('reads 0/1 flags in every back-office spelling', () => {
    expect(flag.parse('1')).toBe(true);
    expect(flag.parse(1)).toBe(true);
    expect(flag.parse('0')).toBe(false);
    expect(flag.parse(null)).toBe(false);
  });
  it('reads null lists as empty', () => {
    expect(looseArray(z.number()).parse(null)).toEqual([]);
  });
  it('is strict about money', () => {
    expect(money.parse('1850.00')).toBe(1850);
    expect(money.safeParse(-1).success).toBe(false);
    expect(money.safeParse(10.005).success).toBe(false);
    expect(money.safeParse('abc').success).toBe(false);
  });
  it('normalises status', () => {
    expect(status.parse(true)).toBe('success');
    expect(status.parse('error')).toBe('error');
  });
});
