import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIds, type SearchRow } from './search-index';

/**
 * The search index on hand-written rows, given in the database's (name, id) order as loadSearchIndex reads them.
 * newsletter-search.test.ts and product.test.ts check the same rules through `getsearchresultdata`.
 */

const rows: SearchRow[] = [
  { id: 7, name: 'Ajrakh Stole', description: 'Hand-block printed silk, 100% h_cotton border' },
  { id: 3, name: 'Banarasi Silk Saree', description: 'Zari weave' },
  { id: 9, name: 'Banarasi Silk Saree', description: 'A second piece of the same name' },
  { id: 1, name: 'Kundan Choker', description: '' },
  { id: 4, name: 'Silk Dupatta', description: 'SILK and zari' },
];
const index = buildSearchIndex(rows);

describe('search index', () => {
  it('finds a term in names first, then in descriptions, each in name order, without case', () => {
    expect(searchIds(index, 'SILK', 60)).toEqual([3, 9, 4, 7]);
    expect(searchIds(index, 'zari', 60)).toEqual([3, 4]);
  });

  it('matches the term literally, across no boundary between two products', () => {
    expect(searchIds(index, '100%', 60)).toEqual([7]);
    expect(searchIds(index, 'h_cotton', 60)).toEqual([7]);
    expect(searchIds(index, '%%', 60)).toEqual([]);
    expect(searchIds(index, 'stolebanarasi', 60)).toEqual([]);
    expect(searchIds(index, 'stole\u0000banarasi', 60)).toEqual([]);
  });

  it('stops at the limit, and an empty term matches every product', () => {
    expect(searchIds(index, 'silk', 2)).toEqual([3, 9]);
    expect(searchIds(index, '', 60)).toEqual([7, 3, 9, 1, 4]);
    expect(searchIds(buildSearchIndex([]), 'silk', 60)).toEqual([]);
  });

  it('finds the first and the last product of the index', () => {
    expect(searchIds(index, 'ajrakh', 60)).toEqual([7]);
    expect(searchIds(index, 'dupatta', 60)).toEqual([4]);
  });
});
