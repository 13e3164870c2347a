import fc from 'fast-check';
import { detailArbitrary, isPlainObject, type BlockKey, type PageArbitraryInput } from './detail-arbitraries';
import { HOSTILE_CSS, HOSTILE_HTML, URLS, junkValue, text } from './field-value-arbitraries';

export type { BlockKey, PageArbitraryInput } from './detail-arbitraries';

/**
 * fast-check arbitraries for CMS page JSON (issue 3 §4 robustness): pages → sections → columns → details
 * of every home_type, drawn from the block fixtures and mutated the ways back offices and hostile editors
 * break them (fields removed, wrong types, string numbers, nulls, huge strings, HTML with scripts, deep
 * nesting, non-objects where objects belong, random home_type).
 *
 * Every generated page also holds one **anchor**: a valid rich-text or heading block with a unique text, in
 * a valid column of a valid section, surrounded by the junk. The renderer must show that text whatever its
 * neighbours are (the "never a blank page" property); `anchorPath` says where parsePage must find it.
 */

export interface PageCase {
  /** The page's sections, as JSON (generated values are round-tripped through JSON.stringify/parse). */
  sections: unknown[];
  /** Text only the anchor shows. */
  anchorText: string;
  /** The anchor's path as the renderer names it, e.g. `sections[1].columns[0].details[2]`. */
  anchorPath: string;
}

export interface ResponsiveCase {
  browser: unknown[];
  mobile: unknown[];
  /** Viewport width: 390 shows the mobile set, 1280 the browser set (spec: shell §9, 768 px). */
  width: 390 | 1280;
  /** The visible set's anchor (path prefixed `browser` or `mobile`). */
  anchorText: string;
  anchorPath: string;
  /** The hidden set's anchor text: it must not be on the page (only the visible set renders). */
  hiddenAnchorText: string;
}

// ---- the anchor ---------------------------------------------------------------------------------------

/** A unique text for one case's anchor; `label` keeps the browser and mobile anchors apart. */
const anchorTextArbitrary = (label: string) =>
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `Anchor ${n.toString(16)} ${label} ✦`);

/** Valid rich text (4) or heading (11) showing its text, with quirks the schemas must tolerate. */
const anchorArbitrary = (label: string): fc.Arbitrary<{ text: string; payload: Record<string, unknown> }> =>
  fc.oneof(
    fc
      .record({
        text: anchorTextArbitrary(label),
        type: fc.constantFrom<unknown>(4, '4', ' 4 '),
        description: fc.constantFrom<unknown>(undefined, null, '', 12, ...HOSTILE_HTML.slice(0, 6)),
        extra: fc.dictionary(fc.constantFrom('x_note', 'x_data'), junkValue, { maxKeys: 2 }),
      })
      .map(({ text: title, type, description, extra }) => ({
        text: title,
        payload: { ...extra, home_type: type, home_text_title: title, home_text_description: description },
      })),
    fc
      .record({
        text: anchorTextArbitrary(label),
        type: fc.constantFrom<unknown>(11, '11'),
        size: fc.constantFrom<unknown>(undefined, null, '', 'h1', 'H2', ' h3 ', 'h6'),
        subheading: fc.constantFrom<unknown>(undefined, null, 7, 'Made in Jaipur', HOSTILE_HTML[0]),
        align: fc.oneof(fc.constantFrom('left', 'center', 'right', 'sideways', ''), text),
        extraClass: fc.oneof(text, fc.constantFrom('mb-0 craft', '" onmouseover="alert(1)')),
        style: fc.constantFrom('', ...HOSTILE_CSS),
      })
      .map(({ text: heading, type, size, subheading, align, extraClass, style }) => ({
        text: heading,
        payload: {
          home_type: type,
          home_brij_heading: heading,
          home_brij_heading_size: size,
          home_brij_heading_subheading: subheading,
          home_brij_heading_align: align,
          home_brij_heading_extra_class: extraClass,
          home_brij_heading_inline_style: style,
        },
      })),
  );

// ---- sections and columns -----------------------------------------------------------------------------

/** Section/column fields that parse: loose strings, numbers or numeric strings, hostile CSS and URLs. */
const looseText = fc.oneof(text, fc.integer({ min: 0, max: 99 }), fc.constant(null));
const spacing = fc.oneof(
  fc.integer({ min: -8, max: 96 }),
  fc.integer({ min: 0, max: 96 }).map(String),
  fc.constantFrom(null, ''),
);

const validSectionFields = fc.record(
  {
    home_id: fc.oneof(fc.nat(), fc.nat().map(String), fc.constant(null)),
    home_top_spaced: spacing,
    home_bottom_spaced: spacing,
    home_extra_class: fc.oneof(looseText, fc.constantFrom('bg-ivory text-center', '"><script>x</script>')),
    home_inline_style: fc.oneof(fc.constantFrom(...HOSTILE_CSS), fc.constant('background-color:#f4e9d6')),
    home_layout_image: fc.constantFrom(...URLS),
    home_layout_background_repeat: fc.constantFrom('repeat', 'no-repeat', 'repeat-x', 'tile', ''),
    home_layout: fc.constantFrom('container', 'container-fluid', 'full', 'FLUID', 'weird', ''),
    home_grid: fc.constantFrom('g-0', 'g-4', 'gx-3', '3', 'g-9', ''),
    home_vertical_align: fc.constantFrom('top', 'center', 'bottom', 'stretch', 'sideways', ''),
    home_horizontal_align: fc.constantFrom('left', 'right', 'between', 'space-evenly', '__proto__', ''),
  },
  { requiredKeys: [] },
);

const validColumnFields = fc.record(
  {
    home_inn_structure_type: fc.oneof(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 12 }).map(String),
      fc.constantFrom(null, ''),
    ),
    home_inn_text_align: fc.constantFrom('left', 'center', 'right', 'justify', 'constructor', ''),
    home_inn_extra_class: looseText,
    home_inn_inline_style: fc.constantFrom(...HOSTILE_CSS),
    home_inn_layout_image: fc.constantFrom(...URLS),
    home_inn_layout_image_url: fc.constantFrom(...URLS),
    home_inn_layout_background_repeat: fc.constantFrom('repeat-y', 'no-repeat', ''),
  },
  { requiredKeys: [] },
);

/** Some field set to junk (the shell may then fail its schema: the renderer must skip it cleanly). */
const maybeBroken = (fields: fc.Arbitrary<Record<string, unknown>>, names: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fields },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...names), junkValue)
        .map(([f, key, value]) => ({ ...f, [key]: value })),
    },
  );

const SECTION_KEYS = ['home_top_spaced', 'home_extra_class', 'home_layout', 'home_inline_style', 'home_grid'];
const COLUMN_KEYS = ['home_inn_structure_type', 'home_inn_text_align', 'home_inn_extra_class', 'home_inn_inline_style'];

const listOr = <T>(items: fc.Arbitrary<T[]>) =>
  fc.oneof({ weight: 8, arbitrary: items }, { weight: 1, arbitrary: junkValue });

function columnArbitrary(detail: fc.Arbitrary<unknown>) {
  return fc
    .tuple(maybeBroken(validColumnFields, COLUMN_KEYS), listOr(fc.array(detail, { maxLength: 3 })))
    .map(([fields, details]) => ({ ...fields, has_many_home_details: details }));
}

function sectionArbitrary(detail: fc.Arbitrary<unknown>) {
  const column = fc.oneof({ weight: 8, arbitrary: columnArbitrary(detail) }, { weight: 1, arbitrary: junkValue });
  return fc
    .tuple(maybeBroken(validSectionFields, SECTION_KEYS), listOr(fc.array(column, { maxLength: 3 })))
    .map(([fields, columns]) => ({ ...fields, has_many_home_inner: columns }));
}

const insertAt = <T>(list: readonly T[], index: number, item: T) => {
  const at = index % (list.length + 1);
  return { list: [...list.slice(0, at), item, ...list.slice(at)], at };
};

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function pageWithAnchor(input: PageArbitraryInput, label: string, prefix: string): fc.Arbitrary<PageCase> {
  const detail = detailArbitrary(input);
  const section = fc.oneof({ weight: 8, arbitrary: sectionArbitrary(detail) }, { weight: 1, arbitrary: junkValue });
  const column = fc.oneof({ weight: 8, arbitrary: columnArbitrary(detail) }, { weight: 1, arbitrary: junkValue });
  return fc
    .record({
      anchor: anchorArbitrary(label),
      sections: fc.array(section, { maxLength: 3 }),
      columns: fc.array(column, { maxLength: 2 }),
      details: fc.array(detail, { maxLength: 3 }),
      sectionFields: validSectionFields,
      columnFields: validColumnFields,
      positions: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
    })
    .map(({ anchor, sections, columns, details, sectionFields, columnFields, positions }) => {
      const [s, c, d] = positions;
      const inDetails = insertAt(details, d, anchor.payload);
      const inColumns = insertAt<unknown>(columns, c, { ...columnFields, has_many_home_details: inDetails.list });
      const inSections = insertAt<unknown>(sections, s, { ...sectionFields, has_many_home_inner: inColumns.list });
      return {
        sections: asJson(inSections.list),
        anchorText: anchor.text,
        anchorPath: `${prefix}[${inSections.at}].columns[${inColumns.at}].details[${inDetails.at}]`,
      };
    });
}

/** A page (for `PageSections`) with one anchor among generated sections. */
export function pageCaseArbitrary(input: PageArbitraryInput): fc.Arbitrary<PageCase> {
  return pageWithAnchor(input, 'page', 'sections');
}

/** Browser and mobile sets (for `ResponsiveSections`), each with its own anchor, and a viewport width. */
export function responsiveCaseArbitrary(input: PageArbitraryInput): fc.Arbitrary<ResponsiveCase> {
  return fc
    .tuple(
      pageWithAnchor(input, 'browser', 'browser'),
      pageWithAnchor(input, 'mobile', 'mobile'),
      fc.constantFrom<390 | 1280>(390, 1280),
    )
    .map(([browser, mobile, width]) => {
      const [shown, hidden] = width === 390 ? [mobile, browser] : [browser, mobile];
      return {
        browser: browser.sections,
        mobile: mobile.sections,
        width,
        anchorText: shown.anchorText,
        anchorPath: shown.anchorPath,
        hiddenAnchorText: hidden.anchorText,
      };
    });
}

// ---- inputs from the registry and the fixtures ----------------------------------------------------------

const fixtureFiles = import.meta.glob<unknown>('../../fixtures/blocks/*.json', { eager: true, import: 'default' });

/** Every payload of fixtures/blocks/*.json (whatever files other blocks have added). */
export function blockFixturePayloads(): { valid: boolean; payload: unknown }[] {
  return Object.values(fixtureFiles).flatMap((list) =>
    Array.isArray(list) ? list.filter(isPlainObject).map((f) => ({ valid: f.valid === true, payload: f.payload })) : [],
  );
}

/** The arbitraries' input for a registry: its keys, and the field names of its schemas and fixtures. */
export function arbitraryInputFor(
  registry: Readonly<Record<BlockKey, { schema: unknown }>>,
  fixtures = blockFixturePayloads(),
): PageArbitraryInput {
  const names = new Set<string>();
  for (const { schema } of Object.values(registry)) {
    const shape = isPlainObject(schema) && isPlainObject(schema.shape) ? schema.shape : {};
    Object.keys(shape).forEach((key) => names.add(key));
  }
  for (const { payload } of fixtures) if (isPlainObject(payload)) Object.keys(payload).forEach((k) => names.add(k));
  const blockTypes = Object.keys(registry).map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return { blockTypes, fieldNames: [...names].sort(), fixtures };
}
