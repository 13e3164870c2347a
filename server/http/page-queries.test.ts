import { describe, expect, it } from 'vitest';
import { createPageQueriesStore, PAGE_QUERIES_ID, pageQueriesOf, pageQueriesUrl } from './page-queries';

describe('the kept page data (ADR 040)', () => {
  it('gives each entry an unguessable id and hands it over once, to the caller it was drawn for', () => {
    const store = createPageQueriesStore();
    const id = store.put('{"queries":[]}', 'session=asha');
    expect(id).toMatch(PAGE_QUERIES_ID);
    expect(store.put('{}', undefined)).not.toBe(id);
    expect(store.take(id, 'session=meera')).toBeNull(); // another caller's cookies: not theirs
    expect(store.take(id, undefined)).toBeNull();
    expect(store.take(id, 'session=asha')).toBe('{"queries":[]}');
    expect(store.take(id, 'session=asha')).toBeNull(); // taken
    expect(store.take('A'.repeat(22), 'session=asha')).toBeNull();
  });

  it('forgets an entry after its time, and the oldest first beyond its count or size', () => {
    let now = 0;
    const store = createPageQueriesStore({ ttlMs: 1_000, maxEntries: 3, maxChars: 10 }, () => now);
    const late = store.put('ab', undefined);
    now = 1_000;
    expect(store.take(late, undefined)).toBeNull();

    const ids = ['a', 'b', 'c', 'd'].map((json) => store.put(json, undefined));
    expect(ids.map((id) => store.take(id, undefined))).toEqual([null, 'b', 'c', 'd']);

    const big = store.put('123456', undefined);
    const bigger = store.put('7890123', undefined); // 13 characters in all: the older goes
    expect(store.take(big, undefined)).toBeNull();
    expect(store.take(bigger, undefined)).toBe('7890123');
  });
});

describe("the URL of a page's data", () => {
  it("is the page's own, with the id as its last parameter, and gives both back", () => {
    expect(pageQueriesUrl('/cart', '', 'Qm9va2EgYnJpZGFsIGNvbn')).toBe('/cart?__page-queries=Qm9va2EgYnJpZGFsIGNvbn');
    expect(pageQueriesUrl('/list/shop-all', '?sort=new&page=2', 'x')).toBe(
      '/list/shop-all?sort=new&page=2&__page-queries=x',
    );
    expect(pageQueriesOf('?sort=new&page=2&__page-queries=x')).toEqual({ search: '?sort=new&page=2', id: 'x' });
    expect(pageQueriesOf('?__page-queries=x')).toEqual({ search: '', id: 'x' });
    expect(pageQueriesOf('?__page-queries=')).toEqual({ search: '', id: '' });
    expect(pageQueriesOf('')).toBeNull();
    expect(pageQueriesOf('?sort=new')).toBeNull();
    expect(pageQueriesOf('?my__page-queries=x')).toBeNull();
  });
});
