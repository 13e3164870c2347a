import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@domain/constants';
import { decodeMirror } from '@schemas/storage-mirror';
import { readSnapshotAhead, storedValue, StoredSnapshotProvider, useStoredValue, type StoredSnapshot } from './storage';

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

describe('cookie mirrors of the values the server draws pages with (ADR 024)', () => {
  const bag = storedValue(STORAGE_KEYS.cartSession, Counts);
  // jsdom keeps cookies per path like a browser; the test page is at /, so these are read back by name.
  const cookieWrites = () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    return writes;
  };
  afterEach(() => vi.restoreAllMocks());

  it("writes a mirrored value's cookie for each of its pages, and removes them when it is cleared", () => {
    const writes = cookieWrites();
    bag.write([1, 2]);
    expect(writes.map((w) => w.split('; ').find((part) => part.startsWith('Path=')))).toEqual([
      'Path=/cart',
      'Path=/checkout',
    ]);
    const value = writes[0]?.split(';')[0]?.split('=')[1] ?? '';
    expect(decodeMirror(value)).toBe('[1,2]');
    expect(writes[0]).toContain('SameSite=Lax');
    writes.length = 0;
    bag.clear();
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write).toMatch(/^sm_CART_SESSION=; .*Max-Age=0/);
  });

  it('mirrors nothing for a value no page is drawn with, and nothing too large for a cookie', () => {
    const writes = cookieWrites();
    counts.write([1]);
    expect(writes).toEqual([]);
    bag.write(Array.from({ length: 2000 }, (_, i) => i));
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write).toContain('Max-Age=0');
  });

  it("draws the server's snapshot of a mirrored value, and never of another", () => {
    const Show = () => createElement('p', null, JSON.stringify([useStoredValue(bag), useStoredValue(counts)]));
    const drawn = (snapshot: StoredSnapshot) =>
      renderToString(createElement(StoredSnapshotProvider, { snapshot, children: createElement(Show) }));
    expect(drawn({ CART_SESSION: '[7,8]', TEST_COUNTS: '[9]' })).toContain('[[7,8],null]');
    // A snapshot that does not parse draws as nothing stored.
    expect(drawn({ CART_SESSION: '{oops' })).toContain('[null,null]');
  });

  it('reads the value the page was drawn with as the same value when the browser holds it too (ADR 076)', () => {
    const drawnWith = bag.fromSnapshot({ CART_SESSION: '[11,12]' });
    window.localStorage.setItem(STORAGE_KEYS.cartSession, '[11,12]');
    // The very object hydration read: React finds the store unchanged and draws nothing again.
    expect(bag.read()).toBe(drawnWith);
    window.localStorage.setItem(STORAGE_KEYS.cartSession, '[13]');
    expect(bag.read()).toEqual([13]);
  });

  it('parses each drawn-with value ahead of hydration, a task each, and hydration reads it parsed (ADR 076)', async () => {
    const parse = vi.spyOn(Counts, 'safeParse');
    const tasks = vi.fn(() => Promise.resolve());
    const snapshot = { CART_SESSION: '[21,22]', TEST_COUNTS: '[23]' };
    await readSnapshotAhead(snapshot, tasks);
    // The bag alone: TEST_COUNTS is no value a page is drawn with.
    expect(tasks).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(bag.fromSnapshot(snapshot)).toEqual([21, 22]);
    expect(parse).toHaveBeenCalledTimes(1);
    await readSnapshotAhead({}, tasks);
    expect(tasks).toHaveBeenCalledTimes(1);
  });
});
