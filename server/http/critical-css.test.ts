import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { classesIn, indexStylesheet, neededClasses, pageStylesheet } from './critical-css';
import { createPageStyles } from './page-style';

const require = createRequire(import.meta.url);
const bootstrap = ['bootstrap/dist/css/bootstrap-grid.min.css', 'bootstrap/dist/css/bootstrap-utilities.min.css']
  .map((file) => readFileSync(require.resolve(file), 'utf8'))
  .join('\n');

describe('the classes a selector needs', () => {
  it.each([
    ['.a .b:hover', ['a', 'b']],
    ['.a>.b+.c~.d', ['a', 'b', 'c', 'd']],
    ['div.row', ['row']],
    ['.a:not(.b)', ['a']],
    [':is(.x,.y) .z', ['z']],
    ['.card:has(.badge)', ['card']],
    ['[class~=".q"] .r', ['r']],
    ['a[href$=".pdf"]', []],
    ['.w-1\\/2', []],
    ['.g-2 .\\31 0', ['g-2']],
    ['.btn::before', ['btn']],
    ['#main', []],
    ['html', []],
  ])('%s needs %j', (selector, needs) => {
    expect(neededClasses(selector)).toEqual(needs);
  });
});

describe("a page's own stylesheet", () => {
  const css = [
    ':root{--x:1}',
    'body{margin:0}',
    '.a{color:red}',
    '.b{color:blue}',
    '.a .c,.d{color:green}',
    '@media (min-width:768px){.a{padding:0}.b{padding:1px}}',
    '@media print{.b{display:none}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@container card (min-width:300px){.a .b{margin:0}}',
  ].join('');
  const index = indexStylesheet(css);

  it('keeps the rules that may match the classes given, in their order, and everything else whole', () => {
    expect(pageStylesheet(index, new Set(['a']))).toBe(
      'body{margin:0}.a{color:red}@media (min-width:768px){.a{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a rule when any one of its selectors may match', () => {
    expect(pageStylesheet(index, new Set(['d']))).toContain('.a .c,.d{color:green}');
    expect(pageStylesheet(index, new Set(['a', 'c']))).toContain('.a .c,.d{color:green}');
    expect(pageStylesheet(index, new Set(['c']))).not.toContain('.a .c');
  });

  it('keeps a group only with a rule in it', () => {
    const out = pageStylesheet(index, new Set(['a', 'b']));
    expect(out).toContain('@media print{.b{display:none}}');
    expect(out).toContain('@container card (min-width:300px){.a .b{margin:0}}');
    expect(pageStylesheet(index, new Set())).not.toContain('@media');
  });

  it('declares only the custom properties that what it keeps, or the markup, reads', () => {
    const themed = indexStylesheet(
      [
        ':root{--unread:0;--ink:#111;--brand:var(--ink);--gap:4px;--pad:var(--gap)}',
        '[data-theme=dark]{--ink:#eee;--other:1}',
        '@media (prefers-color-scheme:dark){:root{--unread:1}}',
        '.a{color:var(--brand)}',
        '.b{margin:var(--pad)}',
        '.c{--local:2px;padding:var(--local)}',
        '@keyframes k{to{margin:var(--gap)}}',
      ].join(''),
    );
    expect(pageStylesheet(themed, new Set(['a']))).toBe(
      ':root{--ink:#111;--brand:var(--ink);--gap:4px}[data-theme=dark]{--ink:#eee}.a{color:var(--brand)}@keyframes k{to{margin:var(--gap)}}',
    );
    expect(pageStylesheet(themed, new Set(['b', 'c']), '<p style="color:var(--ink)">x</p>')).toBe(
      ':root{--ink:#111;--gap:4px;--pad:var(--gap)}[data-theme=dark]{--ink:#eee}.b{margin:var(--pad)}.c{--local:2px;padding:var(--local)}@keyframes k{to{margin:var(--gap)}}',
    );
  });

  it('reads the classes of every class attribute', () => {
    expect([...classesIn('<div class="a  b"><p class="">x</p><span data-class="z" class="c"></span></div>')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('leaves out no rule that matches an element of the page (Bootstrap grid and utilities, checked by a DOM)', () => {
    const markup = [
      '<div class="container"><div class="row g-3 align-items-center">',
      '<div class="col-12 col-md-6 d-flex justify-content-between"><p class="text-center fw-bold mb-0">x</p></div>',
      '<div class="col-6 col-lg-4 d-none d-md-block"><span class="visually-hidden">y</span></div>',
      '</div></div>',
    ].join('');
    const kept = postcss.parse(pageStylesheet(indexStylesheet(bootstrap), classesIn(markup)));
    const keptSelectors = new Set<string>();
    kept.walkRules((rule) => void keptSelectors.add(rule.selector));
    const { document } = new JSDOM(`<!doctype html><body>${markup}</body>`).window;
    let checked = 0;
    let dropped = 0;
    postcss.parse(bootstrap).walkRules((rule: Rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as { name?: string }).name ?? '')) return;
      const matches = rule.selectors.some((selector) => {
        try {
          return document.querySelector(selector.replace(/::?[\w-]+(\([^)]*\))?$/, '')) !== null;
        } catch {
          return true; // a selector the DOM cannot read counts as matching
        }
      });
      checked += 1;
      // A rule of custom properties alone is kept with those something reads (the test above).
      const declaresOnly = rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));
      if (matches && !declaresOnly) expect(keptSelectors, rule.selector).toContain(rule.selector);
      else if (!keptSelectors.has(rule.selector)) dropped += 1;
    });
    expect(checked).toBeGreaterThan(1000);
    // Most of Bootstrap does not apply to four elements.
    expect(dropped).toBeGreaterThan(checked * 0.9);
  });
});

describe('the page stylesheet in place of the link', () => {
  const index =
    '<head><title>t</title><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body></body>';
  const read = (files: Record<string, string>) => async (path: string) =>
    path in files ? Buffer.from(files[path] ?? '') : null;

  it("replaces the link with the page's rules, naming the whole stylesheet", async () => {
    const styles = createPageStyles(read({ '/assets/style-abc.css': '.a{color:red}.b{color:blue}' }));
    await expect(styles.inline(index, '<p class="a">x</p>')).resolves.toBe(
      '<head><title>t</title><style data-stylesheet="/assets/style-abc.css">.a{color:red}</style></head><body></body>',
    );
  });

  it('keeps the link when the stylesheet cannot be read or is not linked', async () => {
    await expect(createPageStyles(read({})).inline(index, '<p class="a">x</p>')).resolves.toBe(index);
    await expect(createPageStyles(read({})).inline('<head></head>', '<p></p>')).resolves.toBe('<head></head>');
  });

  it('never lets a rule end the style element', async () => {
    const closing = createPageStyles(read({ '/assets/style-abc.css': '.a::after{content:"</style><b>"}' }));
    const html = await closing.inline(index, '<p class="a">x</p>');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });

  it('reads the stylesheet once for every page', async () => {
    let reads = 0;
    const styles = createPageStyles(async () => {
      reads += 1;
      return Buffer.from('.a{color:red}');
    });
    await styles.warm(index);
    await styles.inline(index, '<p class="a"></p>');
    await styles.inline(index, '<p class="b"></p>');
    expect(reads).toBe(1);
  });
});
