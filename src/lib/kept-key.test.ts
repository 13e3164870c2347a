import { afterEach, describe, expect, it } from 'vitest';
import { keptKey } from './kept-key';

describe('keptKey', () => {
  const kept = keptKey('TEST_KEPT_KEY');
  afterEach(() => kept.clear());

  it('gives the same key for the same request, across reloads of the module state', () => {
    const first = kept.for('{"a":1}');
    expect(kept.for('{"a":1}')).toBe(first);
    expect(keptKey('TEST_KEPT_KEY').for('{"a":1}')).toBe(first);
  });

  it('gives a new key for a changed request, and after clear', () => {
    const first = kept.for('{"a":1}');
    const second = kept.for('{"a":2}');
    expect(second).not.toBe(first);
    kept.clear();
    expect(kept.for('{"a":2}')).not.toBe(second);
  });
});
