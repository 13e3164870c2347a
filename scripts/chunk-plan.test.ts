import { describe, expect, it } from 'vitest';
import { planChunks, type ModuleGraph } from './chunk-plan';

/** A graph from `{ id: { imports, dynamic } }`. */
function graphOf(spec: Record<string, { imports?: string[]; dynamic?: string[] }>): ModuleGraph {
  return {
    ids: Object.keys(spec),
    imports: (id) => spec[id]?.imports ?? [],
    dynamicImports: (id) => spec[id]?.dynamic ?? [],
  };
}

const ENTRY = '/p/src/entry.ts';
const MAIN = '/p/src/main.tsx';
const ROOTS = { entry: ENTRY, app: MAIN, blocksDir: '/p/blocks' };

describe('planChunks', () => {
  const graph = graphOf({
    [ENTRY]: { imports: ['/p/src/early.ts'], dynamic: [MAIN] },
    '/p/src/early.ts': {},
    [MAIN]: {
      imports: ['/p/src/router.tsx', '/p/node_modules/react/index.js', '/p/src/early.ts'],
      dynamic: ['/p/src/page.tsx'],
    },
    '/p/src/router.tsx': { imports: ['/p/blocks/registry.ts'] },
    '/p/node_modules/react/index.js': {},
    '/p/blocks/registry.ts': { dynamic: ['/p/blocks/a/a.tsx', '/p/blocks/b/b.tsx', '/p/blocks/c/c.tsx'] },
    '/p/blocks/a/a.tsx': { imports: ['/p/blocks/shared/list.tsx', '/p/src/ui/carousel.tsx', '/p/src/router.tsx'] },
    '/p/blocks/b/b.tsx': { imports: ['/p/blocks/shared/list.tsx', '/p/src/ui/carousel.tsx'] },
    '/p/blocks/c/c.tsx': { imports: ['/p/blocks/c/only-c.ts'] },
    '/p/blocks/c/only-c.ts': {},
    '/p/blocks/shared/list.tsx': { imports: ['/p/node_modules/embla/index.js'] },
    '/p/src/ui/carousel.tsx': { imports: ['/p/node_modules/embla/index.js'] },
    '/p/node_modules/embla/index.js': {},
    '/p/src/page.tsx': { imports: ['/p/src/ui/carousel.tsx'] },
  });

  it('puts the static closure of the app module, dependencies included, in the app group', () => {
    const { app } = planChunks(graph, ROOTS);
    expect([...app].sort()).toEqual(
      [MAIN, '/p/src/router.tsx', '/p/node_modules/react/index.js', '/p/blocks/registry.ts'].sort(),
    );
  });

  it('leaves what the entry imports with the entry, which loads the app after the first paint', () => {
    const { app } = planChunks(graph, ROOTS);
    expect(app.has('/p/src/early.ts')).toBe(false);
    expect(app.has(ENTRY)).toBe(false);
  });

  it('keeps lazily loaded code out of the app group', () => {
    const { app } = planChunks(graph, ROOTS);
    for (const lazy of ['/p/src/page.tsx', '/p/blocks/a/a.tsx', '/p/src/ui/carousel.tsx'])
      expect(app.has(lazy)).toBe(false);
  });

  it('groups our own modules that two or more lazy blocks share, but not libraries or one block’s own', () => {
    const { blocksKit } = planChunks(graph, ROOTS);
    expect([...blocksKit].sort()).toEqual(['/p/blocks/shared/list.tsx', '/p/src/ui/carousel.tsx']);
  });

  it('plans nothing for a build without the app module (Storybook)', () => {
    const plan = planChunks(graph, { ...ROOTS, app: '/p/src/other.tsx' });
    expect(plan.app.size + plan.rules.size + plan.blocksKit.size).toBe(0);
  });
});

describe('planChunks: the rules', () => {
  const ZOD = '/p/node_modules/zod/mini/index.js';
  const ZOD_CORE = '/p/node_modules/zod/core/index.js';
  const graph = graphOf({
    [ENTRY]: { dynamic: [MAIN] },
    [MAIN]: { imports: ['/p/src/renderer.tsx', '/p/schemas/cms.ts', '/p/schemas/cart.ts'] },
    '/p/src/renderer.tsx': { imports: ['/p/schemas/cms.ts', '/p/domain/money.ts'] },
    '/p/schemas/cms.ts': { imports: [ZOD, '/p/schemas/primitives.ts'] },
    '/p/schemas/primitives.ts': { imports: [ZOD, '/p/domain/messages.ts'] },
    '/p/domain/messages.ts': {},
    '/p/domain/money.ts': {},
    // A schema that needs a module of the app itself cannot be evaluated ahead of it, nor can its importers.
    '/p/schemas/cart.ts': { imports: ['/p/schemas/order.ts'] },
    '/p/schemas/order.ts': { imports: [ZOD, '/p/src/lib/format.ts'] },
    '/p/src/lib/format.ts': {},
    [ZOD]: { imports: [ZOD_CORE] },
    [ZOD_CORE]: {},
    '/p/schemas/lazy-only.ts': { imports: [ZOD] },
  });
  const roots = { ...ROOTS, rulesDirs: ['/p/schemas', '/p/domain'] };

  it('groups the app’s schemas, domain modules and zod whose imports stay among them', () => {
    const { rules } = planChunks(graph, roots);
    expect([...rules].sort()).toEqual(
      [
        '/p/schemas/cms.ts',
        '/p/schemas/primitives.ts',
        '/p/domain/messages.ts',
        '/p/domain/money.ts',
        ZOD,
        ZOD_CORE,
      ].sort(),
    );
  });

  it('keeps out a rule that imports the app, and what imports it, and what the app does not load at start', () => {
    const { rules } = planChunks(graph, roots);
    for (const id of ['/p/schemas/order.ts', '/p/schemas/cart.ts', '/p/schemas/lazy-only.ts'])
      expect(rules.has(id)).toBe(false);
  });

  it('plans no rules without their folders', () => {
    expect(planChunks(graph, ROOTS).rules.size).toBe(0);
  });
});
