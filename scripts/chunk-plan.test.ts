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
    expect(plan.app.size + plan.blocksKit.size).toBe(0);
  });
});
