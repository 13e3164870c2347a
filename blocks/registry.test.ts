import { describe, expect, it } from 'vitest';
import { cmsBlocks } from './registry';

describe('cmsBlocks', () => {
  it('keys every block by its own type', () => {
    for (const [key, block] of Object.entries(cmsBlocks)) {
      expect(String(block.type)).toBe(key);
    }
  });

  it('registers every home_type the shell spec lists (§2), and only those', () => {
    // 13, 14 and 21 are codes the spec names no block for: they follow the unknown-type policy (ADR 005).
    const specTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20];
    expect(Object.keys(cmsBlocks).sort()).toEqual([...specTypes.map(String), 'hero-banner'].sort());
  });

  it('loads each block lazily, on demand', async () => {
    expect(cmsBlocks[4].loadState()).toBe('idle');
    await cmsBlocks[4].preload();
    expect(cmsBlocks[4].loadState()).toBe('loaded');
  });
});
