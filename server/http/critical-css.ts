import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

/**
 * A server-drawn page's own stylesheet (ADR 035): the rules of the storefront's one stylesheet that can match
 * something in the page's markup, sent inline in its head so its first paint waits for no stylesheet. The
 * whole stylesheet follows without blocking the paint (src/entry-client.ts links it) for what the app draws
 * later: drawers, dialogs, other pages.
 *
 * A rule is kept unless every one of its selectors needs a class the page's markup does not have. That is a
 * superset of what matches: structure, attributes, ids and element names are not looked at, and a class
 * inside a functional pseudo-class (`:not(.x)`, `:is(.x, .y)`, `:has(.x)`) counts as not needed. So a rule
 * left out matches no element of the page as drawn, and the whole stylesheet, once applied, changes nothing
 * on it (no layout shift). Everything but style rules (@keyframes, @font-face) is kept whole.
 *
 * A custom property is declared only when something kept or the markup reads it (`var(--x)`, also through
 * another property's value): Bootstrap's `:root` alone declares some 160 that a page mostly never reads, and
 * the whole stylesheet declares them all again once it applies, to the same values.
 */

/** One declaration of a style rule: its text, the custom property it declares, and those its value reads. */
interface Declaration {
  css: string;
  declares: string | null;
  reads: string[];
}

/** One style rule: its text and, per selector, the classes an element must carry for it to match. */
interface IndexedRule {
  kind: 'rule';
  css: string;
  needs: string[][];
  selector: string;
  /** Its declarations, when it holds nothing else (a nested rule keeps the rule whole). */
  declarations: Declaration[] | null;
  /** The custom properties its other declarations read. */
  reads: string[];
}

/** A conditional group (@media, @container, @supports, @layer): kept with whichever of its rules are. */
interface IndexedGroup {
  kind: 'group';
  prelude: string;
  children: IndexedNode[];
}

/** Anything else, kept whole. */
interface IndexedWhole {
  kind: 'whole';
  css: string;
  reads: string[];
}

type IndexedNode = IndexedRule | IndexedGroup | IndexedWhole;

export interface StyleIndex {
  nodes: IndexedNode[];
  /** The stylesheet's size, to compare a page's share with. */
  bytes: number;
}

const GROUPS = new Set(['media', 'container', 'supports', 'layer']);

/** Removes what is inside brackets, parentheses and strings, where a dot does not start a needed class. */
function outerSelector(selector: string): string {
  let depth = 0;
  let quote = '';
  let out = '';
  for (let i = 0; i < selector.length; i += 1) {
    const ch = selector[i];
    if (ch === '\\') {
      if (depth === 0 && !quote) out += selector.slice(i, i + 2);
      i += 1;
    } else if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(' || ch === '[') {
      depth += 1;
    } else if (ch === ')' || ch === ']') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      out += ch;
    }
  }
  return out;
}

/**
 * The classes a selector needs. A class written with an escape (`.\31 0`, `.w-1\/2`) is not read: the
 * selector then needs only its other classes, which keeps it on more pages, never fewer.
 */
export function neededClasses(selector: string): string[] {
  const needs: string[] = [];
  for (const match of outerSelector(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)(\\)?/g)) {
    if (!match[2] && match[1]) needs.push(match[1]);
  }
  return needs;
}

/** The custom properties a piece of CSS or markup reads. */
export function propertiesRead(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
}

function indexRule(node: Rule): IndexedRule {
  const css = node.toString();
  const plain = node.nodes.every((child) => child.type === 'decl' || child.type === 'comment');
  const declarations = plain
    ? node.nodes.flatMap((child): Declaration[] => {
        if (child.type !== 'decl') return [];
        const custom = child.prop.startsWith('--');
        return [{ css: child.toString(), declares: custom ? child.prop : null, reads: propertiesRead(child.value) }];
      })
    : null;
  return {
    kind: 'rule',
    css,
    needs: node.selectors.map(neededClasses),
    selector: node.selector,
    declarations,
    reads: declarations
      ? declarations.flatMap((declaration) => (declaration.declares ? [] : declaration.reads))
      : propertiesRead(css),
  };
}

function indexNodes(container: Container): IndexedNode[] {
  const nodes: IndexedNode[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      nodes.push(indexRule(node));
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      nodes.push({
        kind: 'group',
        prelude: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`,
        children: indexNodes(node),
      });
    } else if (node.type !== 'comment') {
      const css = node.toString();
      nodes.push({ kind: 'whole', css, reads: propertiesRead(css) });
    }
  });
  return nodes;
}

/** Reads the stylesheet once; each page's share is then a walk over its rules. */
export function indexStylesheet(css: string): StyleIndex {
  return { nodes: indexNodes(postcss.parse(css)), bytes: Buffer.byteLength(css) };
}

const mayMatch = (needs: string[][], classes: ReadonlySet<string>) =>
  needs.some((selector) => selector.every((name) => classes.has(name)));

/** What a page keeps: its nodes, the custom properties they read, and what each kept declaration of one reads. */
interface Picked {
  reads: Set<string>;
  declared: Map<string, string[]>;
}

/** The nodes that may match, noting what they read and declare. */
function pick(nodes: IndexedNode[], classes: ReadonlySet<string>, picked: Picked): IndexedNode[] {
  const kept: IndexedNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const children = pick(node.children, classes, picked);
      if (children.length > 0) kept.push({ ...node, children });
      continue;
    }
    if (node.kind === 'rule' && !mayMatch(node.needs, classes)) continue;
    kept.push(node);
    for (const name of node.reads) picked.reads.add(name);
    if (node.kind !== 'rule') continue;
    for (const declaration of node.declarations ?? []) {
      if (!declaration.declares) continue;
      const reads = picked.declared.get(declaration.declares) ?? [];
      reads.push(...declaration.reads);
      picked.declared.set(declaration.declares, reads);
    }
  }
  return kept;
}

/** The custom properties read, with those their declared values read in turn. */
function propertiesNeeded({ reads, declared }: Picked): Set<string> {
  const needed = new Set<string>();
  const queue = [...reads];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (needed.has(name)) continue;
    needed.add(name);
    queue.push(...(declared.get(name) ?? []));
  }
  return needed;
}

function write(nodes: IndexedNode[], needed: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'whole') out += node.css;
    else if (node.kind === 'group') {
      const inner = write(node.children, needed);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (!node.declarations || node.declarations.every((d) => !d.declares || needed.has(d.declares)))
      out += node.css;
    else {
      const declarations = node.declarations.filter((d) => !d.declares || needed.has(d.declares));
      if (declarations.length > 0) out += `${node.selector}{${declarations.map((d) => d.css).join(';')}}`;
    }
  }
  return out;
}

/**
 * The rules of `index` that may match an element carrying only `classes`, declaring only the custom
 * properties they or `markup` (its inline styles) read.
 */
export function pageStylesheet(index: StyleIndex, classes: ReadonlySet<string>, markup = ''): string {
  const picked: Picked = { reads: new Set(propertiesRead(markup)), declared: new Map() };
  const kept = pick(index.nodes, classes, picked);
  return write(kept, propertiesNeeded(picked));
}

/** Every class named in the markup's class attributes (React writes them double-quoted, as does the sanitizer). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
