// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { z as classic } from 'zod';
import { lazySchema } from './lazy';

/** Counts the schemas zod builds while `run` runs (zod calls the hook once for each). */
async function built(run: () => unknown): Promise<number> {
  const config = (globalThis as { __zod_globalConfig?: { postProcessor?: () => void } }).__zod_globalConfig;
  if (!config) throw new Error('zod keeps no global config here');
  let count = 0;
  config.postProcessor = () => {
    count += 1;
  };
  try {
    await run();
  } finally {
    delete config.postProcessor;
  }
  return count;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazySchema in the browser', () => {
  it('builds nothing until first used, then once', async () => {
    const build = vi.fn(() => z.object({ name: z.string().check(z.maxLength(5)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Rani' })).toEqual({ name: 'Rani' });
    expect(schema.safeParse({ name: 'Rani Haar' }).success).toBe(false);
    expect(schema.safeParse({ name: 7 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers as the schema it builds: shape, traits, keys and composition', () => {
    const Line = lazySchema(() => z.object({ id: z.number(), qty: z.optional(z.number()) }));
    const Bag = lazySchema(() => z.object({ lines: z.array(Line) }));
    expect('_zod' in Line).toBe(true);
    expect(Line instanceof z.ZodMiniObject).toBe(true);
    expect(Line instanceof z.core.$ZodType).toBe(true);
    expect(Object.keys(Line.shape)).toEqual(['id', 'qty']);
    expect(Bag.parse({ lines: [{ id: 1 }, { id: 2, qty: 3 }] })).toEqual({ lines: [{ id: 1 }, { id: 2, qty: 3 }] });
    const issues = Bag.safeParse({ lines: [{ id: 'x' }] }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([['lines', 0, 'id']]);
    // Derived schemas and classic zod take the stand-in as they take the schema.
    expect(z.extend(Line, { note: z.string() }).safeParse({ id: 1, note: 'gift' }).success).toBe(true);
    expect(classic.object({ line: Line }).safeParse({ line: { id: 4 } }).success).toBe(true);
    const detached = Line.safeParse;
    expect(detached({ id: 5 }).success).toBe(true);
  });

  it('keeps a failing build failing at each use, not at import', () => {
    const schema = lazySchema((): z.ZodMiniString => {
      throw new Error('bad schema');
    });
    expect(() => schema.parse('x')).toThrow('bad schema');
    expect(() => schema.parse('x')).toThrow('bad schema');
  });
});

describe('lazySchema without a document', () => {
  it('builds at once, and hands back the schema itself', () => {
    vi.stubGlobal('document', undefined);
    const build = vi.fn(() => z.string());
    const schema = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema).toBe(build.mock.results[0]?.value);
  });
});

describe('the browser evaluating the rules', () => {
  it('builds no schema when the contract, the CMS model and the blocks are imported (ADR 058)', async () => {
    vi.resetModules();
    const modules = {
      ...import.meta.glob(['./**/*.ts', '!./**/*.test.ts']),
      ...import.meta.glob(['../blocks/*/definition.tsx', '../src/renderer/special-blocks.tsx']),
    };
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    const count = await built(() => Promise.all(Object.values(modules).map((load) => load())));
    expect(count).toBe(0);
  });
});
