import { describe, expect, it } from 'vitest';
import { SHOWCASE_COLUMNS, columnSizes, columnsStyle, layoutOf, limitItems, widestRow } from './columns';

describe('showcase layout helpers', () => {
  it('reads type 1 as a grid and anything else as a slider (spec: shell §2)', () => {
    expect(layoutOf(1)).toBe('grid');
    expect([undefined, 0, 2, 3].map(layoutOf)).toEqual(['slider', 'slider', 'slider', 'slider']);
  });

  it('keeps the first items up to the limit; no limit or 0 keeps all', () => {
    expect(limitItems(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(limitItems(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(limitItems(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(limitItems(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });

  it('sets a custom property per breakpoint and counts the widest row', () => {
    expect(columnsStyle(SHOWCASE_COLUMNS.team)).toEqual({ '--cols-base': '2', '--cols-768': '3', '--cols-1024': '4' });
    expect(columnsStyle(3)).toEqual({ '--cols-base': '3' });
    expect(widestRow(SHOWCASE_COLUMNS.team)).toBe(4);
    expect(widestRow(SHOWCASE_COLUMNS.testimonials)).toBe(2);
  });

  it('shows testimonials 1 per view below 768 px and 2 from 768 px (spec: shell §2)', () => {
    expect(SHOWCASE_COLUMNS.testimonials).toEqual({ base: 1, 768: 2 });
  });
});

describe('columnSizes', () => {
  it("gives each breakpoint's share of the viewport, widest first", () => {
    expect(columnSizes(SHOWCASE_COLUMNS.team)).toBe('(min-width: 1024px) 25vw, (min-width: 768px) 34vw, 50vw');
    expect(columnSizes(SHOWCASE_COLUMNS.events)).toBe('(min-width: 1024px) 34vw, (min-width: 576px) 50vw, 100vw');
    expect(columnSizes(3)).toBe('34vw');
  });
});
