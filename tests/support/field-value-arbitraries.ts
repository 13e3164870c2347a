import fc from 'fast-check';

/**
 * The values a broken or hostile back office puts into CMS fields (tests/support/page-arbitraries.ts builds
 * pages from them): hostile HTML and CSS, odd URLs and sizes, string numbers, huge strings, deep nesting.
 */

export const HOSTILE_HTML = [
  '<script>alert(1)</script>',
  '<p>ok</p><script>document.body.innerHTML=""</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" jav&#x09;ascript:alert(1)" target="_blank">tab</a>',
  '<svg onload=alert(1)><circle r="4"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '"><script>alert(1)</script>',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(1));color:red">styled</p>',
  '<div id="__proto__" name="constructor">clobber</div>',
  '</div></section></main><p>escaped</p>',
  '<!--',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<p>'.repeat(200),
  '{{constructor.constructor("alert(1)")()}}',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
] as const;

export const HOSTILE_CSS = [
  'color: red; background-image: url(javascript:alert(1))',
  'width: expression(alert(1))',
  'behavior: url(x.htc)',
  '-moz-binding: url(x.xml#xss)',
  '@import "evil.css"; color: blue',
  'color: #7a1f2b;; ; :; font-size:',
  'background: url("a;b"); padding: 4px',
  '--brand: \\6a avascript; margin-top: 8px',
  ';;;',
] as const;

export const URLS = [
  '/media/home/heritage-jewellery.webp',
  'https://cdn.example.in/bg.webp',
  'javascript:alert(1)',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  '/list/category/%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80',
  '/list/category/%E0%A4%A8%E0%A4',
  '/list/category/%C3%28?page=%',
  'https://www.example.in/lookbook/%FF%FE',
  '/list/tag/50%-off%E2%82',
  'https://www.youtube.com/watch?v=',
  'https://youtu.be/',
  'https://vimeo.com/not-a-number',
  'https://[::1',
  'http://%zz/',
  'mailto:',
  '#',
  '',
] as const;

/** Field names that hold a URL (`home_image_link`, `home_video`, `home_gallery_video_url`, `slider_url`…). */
export const URL_FIELD = /link|url|image|video|href/i;

/** Sizes and counts as editors type them (`home_custom_size`, slide counts, comma lists). */
const SIZES = ['480', '300x375', '0x0', '99999x1', '-5x10', 'x', '1e400', '12 px', '100%', 'auto'] as const;

/** Keys that break naive code: prototype names, empty, whitespace. */
export const AWKWARD_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', ' ', 'home_type '] as const;

const number = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e21, 2 ** 53, -0.5, 12, 13, 1.5),
);

const numericString = fc.oneof(
  number.map(String),
  fc.constantFrom(' 12 ', '1e3', '0x10', '', '   ', 'NaN', 'Infinity', '-0', '٣', '12px'),
);

/** Long text (10–40k characters); the markup variants stay at a few hundred elements, as real pages do. */
const hugeString = fc
  .tuple(
    fc.constantFrom('plain', 'devanagari', 'paragraph', 'unclosed', 'scripts'),
    fc.integer({ min: 10_000, max: 40_000 }),
  )
  .map(([kind, length]) => {
    if (kind === 'plain') return 'x'.repeat(length);
    if (kind === 'devanagari') return 'जयपुर '.repeat(length / 6);
    if (kind === 'paragraph') return `<p>${'Banarasi '.repeat(length / 9)}</p>`;
    if (kind === 'unclosed') return `${'<b>'.repeat(200)}${'x'.repeat(length)}`;
    return `${HOSTILE_HTML[0].repeat(200)}${'y'.repeat(length)}`;
  });

/** Nested arrays/objects `depth` deep, sometimes shaped like sections and columns (a page inside a block). */
const deepNesting = fc
  .tuple(fc.integer({ min: 16, max: 400 }), fc.constantFrom('array', 'object', 'page'))
  .map(([depth, shape]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) {
      if (shape === 'array') value = [value];
      else if (shape === 'object') value = { home_type: 4, nested: value };
      else value = { has_many_home_inner: [{ has_many_home_details: [value] }] };
    }
    return value;
  });

export const text = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.constantFrom('Kundan', 'Banarasi silk', 'हस्तनिर्मित', '  ', '\u0000\u200b', 'Pearl & polki'),
);

/** Any JSON the back office might send where it should not. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: number },
  { weight: 2, arbitrary: numericString },
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_HTML) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { 0: 'a' }) },
);

/** A plausible field value (what a field usually holds), or junk. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: text },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 24 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, '0', '1', true, false) },
  { weight: 1, arbitrary: fc.constantFrom(...URLS) },
  { weight: 1, arbitrary: fc.constantFrom('1,2,3', '4, 5', ',', 'a,b', ...SIZES) },
  { weight: 3, arbitrary: junkValue },
);
