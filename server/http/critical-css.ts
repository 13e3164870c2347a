import postcss, { type ChildNode, type Container } from 'postcss';

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
 */

/** One style rule: its text and, per selector, the classes an element must carry for it to match. */
interface IndexedRule {
  kind: 'rule';
  css: string;
  needs: string[][];
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

function indexNodes(container: Container): IndexedNode[] {
  const nodes: IndexedNode[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      nodes.push({ kind: 'rule', css: node.toString(), needs: node.selectors.map(neededClasses) });
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      nodes.push({
        kind: 'group',
        prelude: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`,
        children: indexNodes(node),
      });
    } else if (node.type !== 'comment') {
      nodes.push({ kind: 'whole', css: node.toString() });
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

function pick(nodes: IndexedNode[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'whole') out += node.css;
    else if (node.kind === 'rule') {
      if (mayMatch(node.needs, classes)) out += node.css;
    } else {
      const inner = pick(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The rules of `index` that may match an element carrying only `classes`. */
export function pageStylesheet(index: StyleIndex, classes: ReadonlySet<string>): string {
  return pick(index.nodes, classes);
}

/** Every class named in the markup's class attributes (React writes them double-quoted, as does the sanitizer). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
