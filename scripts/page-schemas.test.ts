import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure, type ModuleGraph } from './chunk-plan';

/**
 * Which schema modules a part of the store brings with it (ADR 055). Each schema module builds its zod schemas
 * when it is evaluated, and the bundler puts what a part imports in the part's files: the FAQ that imported the
 * order lookup's schemas fetched and built every order, address and checkout schema too. Read from the
 * source's runtime imports (type-only imports bring nothing), so the test fails on the import, not the build.
 */

const root = resolve(import.meta.dirname, '..');
/** The path aliases as TypeScript resolves them (`@schemas/*` → `schemas/*`), longest first. */
const aliases = Object.entries(
  (
    JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
)
  .map(([alias, [target]]) => [alias.replace(/\*$/, ''), (target ?? '').replace(/\*$/, '')] as const)
  .sort((a, b) => b[0].length - a[0].length);

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = join(root, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined; // a package
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((p) => existsSync(p) && !p.endsWith('/'));
}

/** `import x from`, `import { a } from`, `export { a } from`, `import 'x'`; not `import type` nor `export type`. */
const runtimeImport = /^(?:import|export)(?!\s+type\b)[^'";]*['"]([^'"]+)['"]/gm;
const isImport = (statement: string) => /^import\s*['"]/.test(statement) || /\bfrom\s*['"][^'"]+['"]$/.test(statement);

/** The source's runtime imports, as the bundler's graph would give them (scripts/chunk-plan.ts). */
const sourceGraph: ModuleGraph = {
  ids: [],
  imports: (file) =>
    /\.tsx?$/.test(file)
      ? [...readFileSync(file, 'utf8').matchAll(runtimeImport)].flatMap(([statement, specifier]) => {
          const target = specifier && isImport(statement) && resolveImport(file, specifier);
          return target ? [target] : [];
        })
      : [],
  dynamicImports: () => [],
};

const closure = (entry: string): Set<string> =>
  new Set([...staticClosure(sourceGraph, join(root, entry), new Set())].map((file) => file.slice(root.length + 1)));

const checkoutSchemas = ['schemas/order.ts', 'schemas/address.ts', 'schemas/account-orders.ts', 'schemas/payment.ts'];

describe('what a part of the store imports of the schemas', () => {
  it('finds a module that is imported, and not one only named in a type import', () => {
    const track = closure('src/data/information/track-order.ts');
    expect(track).toContain('schemas/order-lookup.ts');
    expect(track).toContain('schemas/order.ts');
    // order-tracker.tsx names TrackedOrder in a type import only.
    expect(closure('src/features/account/components/area/order-tracker.tsx')).not.toContain('schemas/order-lookup.ts');
  });

  it.each([
    ['the FAQ', 'src/features/content/components/information/faq-page.tsx'],
    ['an article', 'src/features/content/components/blog/blog-article-page.tsx'],
    ["the information pages' calls module", 'schemas/calls/information.ts'],
    ['the bag and its codes', 'src/features/cart/components/bag-summary.tsx'],
    ['a product page', 'src/features/catalogue/components/product-page.tsx'],
  ])('%s brings no order, address or payment schema', (_, entry) => {
    const modules = closure(entry);
    for (const schema of checkoutSchemas) expect(modules, schema).not.toContain(schema);
  });

  it("the shell brings the header heart's count without the account's schemas", () => {
    const shell = closure('src/main.tsx');
    expect(shell).toContain('schemas/fav-count.ts');
    expect(shell).not.toContain('schemas/user.ts');
    for (const schema of checkoutSchemas) expect(shell, schema).not.toContain(schema);
  });
});
