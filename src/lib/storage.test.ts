import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { storedValue, useStoredValue } from './storage';

const Counts = z.array(z.number());
const counts = storedValue('TEST_COUNTS', Counts);
const token = storedValue('TEST_TOKEN', z.string().check(z.minLength(1)), 'text');

afterEach(() => window.localStorage.clear());

describe('storedValue: browser storage read through a schema', () => {
  it('writes and reads JSON values, and text values as they are', () => {
    counts.write([1, 2]);
    expect(window.localStorage.getItem('TEST_COUNTS')).toBe('[1,2]');
    expect(counts.read()).toEqual([1, 2]);
    token.write('abc');
    expect(window.localStorage.getItem('TEST_TOKEN')).toBe('abc');
    expect(token.read()).toBe('abc');
    counts.clear();
    expect(counts.read()).toBeNull();
  });

  it('drops a corrupt or foreign value instead of trusting it', () => {
    for (const raw of ['{not json', '"text"', '{"lines":[1]}', '[1,"two"]', 'null']) {
      window.localStorage.setItem('TEST_COUNTS', raw);
      expect(counts.read(), raw).toBeNull();
      expect(window.localStorage.getItem('TEST_COUNTS'), raw).toBeNull();
    }
  });

  it('never throws when storage is unavailable (private mode, disabled storage)', () => {
    const failing = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(counts.read()).toBeNull();
    expect(() => counts.write([1])).not.toThrow();
    failing.mockRestore();
    vi.restoreAllMocks();
  });

  it('returns the same value while the stored string is unchanged (a stable snapshot for React)', () => {
    counts.write([3]);
    expect(counts.read()).toBe(counts.read());
  });

  it("keeps a component current with this tab's and other tabs' changes", () => {
    const { result } = renderHook(() => useStoredValue(counts));
    expect(result.current).toBeNull();
    act(() => counts.write([4, 5]));
    expect(result.current).toEqual([4, 5]);
    act(() => {
      window.localStorage.setItem('TEST_COUNTS', '[6]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'TEST_COUNTS' }));
    });
    expect(result.current).toEqual([6]);
    act(() => counts.clear());
    expect(result.current).toBeNull();
  });
});
