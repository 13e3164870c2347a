import { describe, expect, it, vi } from 'vitest';
import type { BlockRegistry } from '@/renderer/define-block';
import { pageQueries, parsePageState, preloadBlocks, takeJsonBlock } from './page-state';

describe('parsePageState', () => {
  it('reads the state the server sent with its HTML', () => {
    expect(
      parsePageState({
        path: '/',
        queries: { queries: [], mutations: [] },
        render: { mobile: true, blocks: ['11', 5] },
      }),
    ).toEqual({
      path: '/',
      queries: { queries: [], mutations: [] },
      render: { mobile: true, blocks: ['11', 5] },
    });
  });

  it('keeps the data of a page the server did not draw', () => {
    expect(parsePageState({ path: '/error_404', queries: { queries: [], mutations: [] } })).toEqual({
      path: '/error_404',
      queries: { queries: [], mutations: [] },
    });
  });

  it('drops what is malformed, and says null for anything that is not a state', () => {
    expect(parsePageState({ path: '/', queries: 'x', render: { mobile: 'yes', blocks: [] } })).toEqual({
      path: '/',
    });
    // The guest's mirrored storage (ADR 024) is a record of strings, or the render state is not used.
    const drawn = { mobile: false, blocks: [], storage: { CART_SESSION: '[]' } };
    expect(parsePageState({ path: '/cart', render: drawn })).toEqual({ path: '/cart', render: drawn });
    expect(parsePageState({ path: '/cart', render: { ...drawn, storage: { CART_SESSION: 1 } } })).toEqual({
      path: '/cart',
    });
    // So is the HTML the server sanitized ahead for later draws (ADR 044).
    const withHtml = { ...drawn, sanitized: { k1: '<p>Zari</p>' } };
    expect(parsePageState({ path: '/', render: withHtml })).toEqual({ path: '/', render: withHtml });
    expect(parsePageState({ path: '/', render: { ...drawn, sanitized: { k1: ['<p>'] } } })).toEqual({ path: '/' });
    for (const value of [undefined, null, [], 'x', { path: 'https://elsewhere.example/' }, { queries: [] }]) {
      expect(parsePageState(value)).toBeNull();
    }
  });
});

describe("a drawn page's data (ADR 040)", () => {
  const ID = 'Qm9va2EgYnJpZGFsIGNvbn';
  const DATA = { queries: [{ queryKey: ['content', 'menu'] }], mutations: [] };

  it('reads the id a drawn page names its data by, and no id of another shape', () => {
    expect(parsePageState({ path: '/faq', queriesAt: ID })).toEqual({ path: '/faq', queriesAt: ID });
    for (const queriesAt of ['', 'short', `${ID}x`, 42, null]) {
      expect(parsePageState({ path: '/faq', queriesAt })).toEqual({ path: '/faq' });
    }
  });

  it("takes the loader's answer, asks once more when it failed, and says undefined when neither came", async () => {
    const ask = vi.fn(async () => DATA);
    expect(await pageQueries(ID, Promise.resolve(DATA), ask)).toEqual(DATA);
    expect(ask).not.toHaveBeenCalled();
    expect(await pageQueries(ID, Promise.resolve(null), ask)).toEqual(DATA);
    expect(await pageQueries(ID, Promise.reject(new Error('offline')), ask)).toEqual(DATA);
    expect(await pageQueries(ID, undefined, ask)).toEqual(DATA);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask).toHaveBeenCalledWith(ID);
    expect(await pageQueries(ID, Promise.resolve({ queries: 'x' }), async () => null)).toBeUndefined();
    expect(await pageQueries(ID, undefined, () => Promise.reject(new Error('offline')))).toBeUndefined();
  });
});

describe('takeJsonBlock', () => {
  it('parses the block and removes it, and reads a broken one as undefined', () => {
    document.body.innerHTML =
      '<script type="application/json" id="good">{"a":1}</script><script type="application/json" id="bad">{</script>';
    expect(takeJsonBlock('good')).toEqual({ a: 1 });
    expect(document.getElementById('good')).toBeNull();
    expect(takeJsonBlock('bad')).toBeUndefined();
    expect(takeJsonBlock('absent')).toBeUndefined();
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

  it('starts each block after the step between them, not all in one go', async () => {
    const started: string[] = [];
    const registry = {
      5: { preload: vi.fn(async () => void started.push('5')) },
      11: { preload: vi.fn(async () => void started.push('11')) },
    } as unknown as BlockRegistry;
    let step = () => {};
    const between = () => new Promise<void>((resolve) => (step = resolve));
    const loading = preloadBlocks(registry, ['5', '11'], between);
    await Promise.resolve();
    expect(started).toEqual(['5']);
    started.push('between');
    step();
    await loading;
    expect(started).toEqual(['5', 'between', '11']);
  });
});
