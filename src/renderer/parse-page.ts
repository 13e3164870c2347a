import type { z } from 'zod/mini';
import {
  ColumnShellSchema,
  SectionShellSchema,
  withNumericHomeType,
  type ColumnShell,
  type SectionShell,
} from '@schemas/cms';
import type { BlockDefinition, BlockRegistry, BlockType } from '@/renderer/define-block';

/** One thing wrong with a CMS payload, e.g. `sections[2].columns[0].details[1].home_image: Required`. */
export interface RenderProblem {
  path: string;
  message: string;
}

export const problemLine = (p: RenderProblem) => `${p.path}: ${p.message}`;

/** A node that failed its schema (or names an unknown type): skipped for shoppers, a card for editors. */
export interface InvalidNode {
  kind: 'invalid';
  path: string;
  /** What editors read on the card: "Image (home_type 5)", "Section". */
  label: string;
  problems: RenderProblem[];
}

export interface BlockNode {
  kind: 'block';
  path: string;
  label: string;
  def: BlockDefinition;
  props: object;
}

export interface ColumnNode {
  kind: 'column';
  path: string;
  column: ColumnShell;
  details: (BlockNode | InvalidNode)[];
}

export interface SectionNode {
  kind: 'section';
  path: string;
  section: SectionShell;
  columns: (ColumnNode | InvalidNode)[];
}

/**
 * A section left unparsed until it draws: one that waits for the view while a drawn page hydrates (ADR 065). Its
 * blocks are found by their types alone, for their code to be fetched when it comes near.
 */
export interface LaterNode {
  kind: 'later';
  path: string;
  raw: unknown;
  /** The distinct known blocks its details name, valid or not. */
  blocks: BlockDefinition[];
}

export interface ParsedPage<Later = never> {
  sections: (SectionNode | InvalidNode | Later)[];
  /** Every static problem, in document order. */
  problems: RenderProblem[];
  /** The distinct blocks the page uses (their code is preloaded together). */
  blocks: BlockDefinition[];
}

/** `['a', 0, 'b']` → `.a[0].b`, the way editors read paths. */
function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key) =>
      typeof key === 'number'
        ? `[${key}]`
        : typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)
          ? `.${key}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join('');
}

function issuesToProblems(path: string, error: z.core.$ZodError): RenderProblem[] {
  return error.issues.map((issue) => ({ path: `${path}${formatIssuePath(issue.path)}`, message: issue.message }));
}

function lookup(registry: BlockRegistry, type: unknown): BlockDefinition | undefined {
  if (typeof type !== 'number' && typeof type !== 'string') return undefined;
  // Own keys only: a home_type of "constructor" must not find Object.prototype's.
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}

const describeType = (type: BlockType) => (typeof type === 'number' ? `home_type ${type}` : type);

function parseDetail(raw: unknown, path: string, registry: BlockRegistry): BlockNode | InvalidNode {
  const block = withNumericHomeType(raw);
  if (!block || typeof block !== 'object' || Array.isArray(block)) {
    return { kind: 'invalid', path, label: 'Block', problems: [{ path, message: 'Expected a block object' }] };
  }
  const type: unknown = 'home_type' in block ? block.home_type : undefined;
  if (type === undefined || type === null || type === '') {
    return { kind: 'invalid', path, label: 'Block', problems: [{ path: `${path}.home_type`, message: 'Required' }] };
  }
  const def = lookup(registry, type);
  if (!def) {
    const shown = typeof type === 'string' || typeof type === 'number' ? String(type) : JSON.stringify(type);
    return {
      kind: 'invalid',
      path,
      label: `Unknown block (home_type ${shown})`,
      problems: [{ path: `${path}.home_type`, message: `Unknown block type ${shown}` }],
    };
  }
  const label = `${def.name} (${describeType(def.type)})`;
  const parsed = def.parse(block);
  if (!parsed.success) return { kind: 'invalid', path, label, problems: issuesToProblems(path, parsed.error) };
  return { kind: 'block', path, label, def, props: parsed.data };
}

function parseColumn(raw: unknown, path: string, registry: BlockRegistry): ColumnNode | InvalidNode {
  const parsed = ColumnShellSchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', path, label: 'Column', problems: issuesToProblems(path, parsed.error) };
  const details = parsed.data.has_many_home_details.map((detail, i) =>
    parseDetail(detail, `${path}.details[${i}]`, registry),
  );
  return { kind: 'column', path, column: parsed.data, details };
}

export function parseSection(raw: unknown, path: string, registry: BlockRegistry): SectionNode | InvalidNode {
  const parsed = SectionShellSchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', path, label: 'Section', problems: issuesToProblems(path, parsed.error) };
  const columns = parsed.data.has_many_home_inner.map((column, i) =>
    parseColumn(column, `${path}.columns[${i}]`, registry),
  );
  return { kind: 'section', path, section: parsed.data, columns };
}

/** The distinct known blocks a raw section's details name, by their types alone. */
function namedBlocks(raw: unknown, registry: BlockRegistry): BlockDefinition[] {
  const blocks = new Set<BlockDefinition>();
  const list = (value: unknown, key: string): unknown[] => {
    const items = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return Array.isArray(items) ? items : [];
  };
  for (const column of list(raw, 'has_many_home_inner'))
    for (const detail of list(column, 'has_many_home_details')) {
      const block = withNumericHomeType(detail);
      const def =
        block && typeof block === 'object' && 'home_type' in block ? lookup(registry, block.home_type) : undefined;
      if (def) blocks.add(def);
    }
  return [...blocks];
}

/**
 * Parses a page's sections down to each block with the block's own schema (ARCHITECTURE "The renderer":
 * every section, column and detail is parsed before it renders). Never throws.
 *
 * A section `later` names is left for `parseSection` when it draws (a `LaterNode`): its problems are not in the
 * page's until then.
 */
export function parsePage(sections: unknown, registry: BlockRegistry, path?: string): ParsedPage;
export function parsePage(
  sections: unknown,
  registry: BlockRegistry,
  path: string,
  later: ((path: string) => boolean) | undefined,
): ParsedPage<LaterNode>;
export function parsePage(
  sections: unknown,
  registry: BlockRegistry,
  path = 'sections',
  later?: (path: string) => boolean,
): ParsedPage<LaterNode> {
  if (!Array.isArray(sections)) {
    const problem = { path, message: 'Expected a list of sections' };
    return {
      sections: [{ kind: 'invalid', path, label: 'Page', problems: [problem] }],
      problems: [problem],
      blocks: [],
    };
  }
  const nodes = sections.map((section, i): SectionNode | InvalidNode | LaterNode => {
    const at = `${path}[${i}]`;
    return later?.(at)
      ? { kind: 'later', path: at, raw: section, blocks: namedBlocks(section, registry) }
      : parseSection(section, at, registry);
  });
  const problems: RenderProblem[] = [];
  const blocks = new Set<BlockDefinition>();
  const visit = (node: SectionNode | ColumnNode | BlockNode | InvalidNode | LaterNode) => {
    if (node.kind === 'later') node.blocks.forEach((block) => blocks.add(block));
    else if (node.kind === 'invalid') problems.push(...node.problems);
    else if (node.kind === 'block') blocks.add(node.def);
    else if (node.kind === 'section') node.columns.forEach(visit);
    else node.details.forEach(visit);
  };
  nodes.forEach(visit);
  return { sections: nodes, problems, blocks: [...blocks] };
}

/**
 * Every problem in a page's sections, by path (for tests, the seed and the editors' playground).
 * Problems a block can only show at render time (a component that throws) are not included.
 */
export function validatePage(sections: unknown, registry: BlockRegistry, path = 'sections'): RenderProblem[] {
  return parsePage(sections, registry, path).problems;
}
