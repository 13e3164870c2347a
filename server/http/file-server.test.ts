import { describe, expect, it } from 'vitest';
import { parseRange } from './file-server';

describe('parseRange', () => {
  it('reads a single byte range, an open end and a suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual([0, 99]);
    expect(parseRange('bytes=900-', 1000)).toEqual([900, 999]);
    expect(parseRange('bytes=-100', 1000)).toEqual([900, 999]);
    expect(parseRange('bytes=990-5000', 1000)).toEqual([990, 999]);
  });

  it('sends the whole file for no range or one it does not support', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('items=0-9', 1000)).toBeNull();
  });

  it('refuses a range outside the file', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
  });
});
