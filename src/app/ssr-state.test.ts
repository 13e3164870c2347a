import { describe, expect, it, vi } from 'vitest';
import type { BlockRegistry } from '@blocks/define-block';
import { parseSsrState, preloadBlocks } from './ssr-state';

describe('parseSsrState', () => {
  it('reads the state the server sent with its HTML', () => {
    expect(
      parseSsrState({
        mobile: true,
        blocks: ['11', 5, null],
        router: { loaderData: { '0-9': null }, actionData: null },
      }),
    ).toEqual({
      mobile: true,
      blocks: ['11', 5],
      router: { loaderData: { '0-9': null }, actionData: null, errors: null },
    });
  });

  it('says null for anything else, and the page then renders on the client alone', () => {
    for (const value of [
      undefined,
      null,
      [],
      'x',
      { mobile: 'yes', blocks: [], router: {} },
      { mobile: true, blocks: [] },
    ]) {
      expect(parseSsrState(value)).toBeNull();
    }
  });
});

describe('preloadBlocks', () => {
  it('loads the code of the listed blocks that exist, and no other', async () => {
    const preload = vi.fn(async () => undefined);
    const other = vi.fn(async () => undefined);
    const registry = { 5: { preload }, 11: { preload: other } } as unknown as BlockRegistry;
    await preloadBlocks(registry, ['5', 'missing']);
    expect(preload).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
