import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';

describe('blockRegistry', () => {
  it('keys every block by its own type', () => {
    for (const [key, block] of Object.entries(blockRegistry)) {
      expect(String(block.type)).toBe(key);
    }
  });

  it('registers the first blocks only', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(['11', '3', '4', '5', '6', '7', 'hero-banner']);
  });

  it('loads each block lazily, on demand', async () => {
    expect(blockRegistry[4].loadState()).toBe('idle');
    await blockRegistry[4].preload();
    expect(blockRegistry[4].loadState()).toBe('loaded');
  });
});
