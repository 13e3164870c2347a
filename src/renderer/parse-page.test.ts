import { describe, expect, it } from 'vitest';
import { parsePage, problemLine, validatePage } from './parse-page';
import { column, section, testRegistry, text } from './test-utils';

const lines = (sections: unknown) => validatePage(sections, testRegistry).map(problemLine);

describe('validatePage', () => {
  it('reports nothing for a valid page', () => {
    expect(lines([section([column([text('Kundan'), { home_type: 5, home_image: '/media/a.webp' }])])])).toEqual([]);
  });

  it('names each failing path the way editors read it', () => {
    const page = [
      section([column([text('ok')])]),
      section([column([text('ok')])]),
      section([column([text('ok'), { home_type: 5 }])]),
    ];
    expect(lines(page)).toEqual(['sections[2].columns[0].details[1].home_image: Required']);
  });

  it('accepts home_type sent as a numeric string', () => {
    expect(lines([section([column([{ home_type: '4', home_text_title: 'Silk' }])])])).toEqual([]);
  });

  it('reports unknown and missing types', () => {
    expect(
      lines([section([column([{ home_type: 99 }, { home_text_title: 'x' }, null, { home_type: 'constructor' }])])]),
    ).toEqual([
      'sections[0].columns[0].details[0].home_type: Unknown block type 99',
      'sections[0].columns[0].details[1].home_type: Required',
      'sections[0].columns[0].details[2]: Expected a block object',
      'sections[0].columns[0].details[3].home_type: Unknown block type constructor',
    ]);
  });

  it('reports sections and columns that fail their own schema', () => {
    const page = [
      { home_top_spaced: 'lots', has_many_home_inner: [] },
      section([column([], { home_inn_structure_type: 13 }), 'not a column']),
    ];
    const found = lines(page);
    expect(found[0]).toMatch(/^sections\[0\]\.home_top_spaced: /);
    expect(found[1]).toMatch(/^sections\[1\]\.columns\[0\]\.home_inn_structure_type: /);
    expect(found[2]).toMatch(/^sections\[1\]\.columns\[1\]: /);
  });

  it('uses the given path prefix and survives a non-list', () => {
    expect(validatePage([section([column([{ home_type: 5 }])])], testRegistry, 'mobile').map(problemLine)).toEqual([
      'mobile[0].columns[0].details[0].home_image: Required',
    ]);
    expect(lines('nope')).toEqual(['sections: Expected a list of sections']);
  });
});

describe('parsePage', () => {
  it('lists the distinct blocks a page uses', () => {
    const page = parsePage(
      [section([column([text('a'), text('b'), { home_type: 5, home_image: '/x.webp' }])])],
      testRegistry,
    );
    expect(page.blocks.map((b) => b.type)).toEqual([4, 5]);
  });

  it('leaves the sections `later` names unparsed, with the blocks their details name (ADR 065)', () => {
    const waiting = section([column([{ home_type: '5' }, text('b'), { home_type: 99 }]), 'not a column']);
    const page = parsePage(
      [section([column([text('a')])]), waiting],
      testRegistry,
      'mobile',
      (at) => at === 'mobile[1]',
    );
    expect(page.sections.map((node) => node.kind)).toEqual(['section', 'later']);
    const later = page.sections[1];
    expect(later?.kind === 'later' && later.raw).toBe(waiting);
    // By type alone: the image block that fails its schema is named too; the unknown type is not.
    expect(later?.kind === 'later' && later.blocks.map((b) => b.type)).toEqual([5, 4]);
    expect(page.blocks.map((b) => b.type)).toEqual([4, 5]);
    // Its problems are found when it draws, not now.
    expect(page.problems).toEqual([]);
  });
});
