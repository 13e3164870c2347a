import rawHome from '@fixtures/content/home.json';

/**
 * The playground's preloaded pages, from the same fixtures the server seeds (STYLE §13): the home page
 * as the dashboard call sends it, every content page in fixtures/content/pages as the pagecontent call
 * sends it, one set on its own as a plain list, and two broken pages to show what editors see.
 */
export interface PlaygroundExample {
  id: string;
  label: string;
  json: string;
}

interface PageFixture {
  page: { page_name: string; page_url: string };
  browser: unknown[];
  mobile: unknown[];
}

const pageFiles = import.meta.glob<PageFixture>('../../fixtures/content/pages/*.json', {
  eager: true,
  import: 'default',
});

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

const contentPages: PlaygroundExample[] = Object.entries(pageFiles)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, { page, browser, mobile }]) => ({
    id: `page-${page.page_url}`,
    label: `${page.page_name} (pagecontent response)`,
    json: pretty({
      status: 'success',
      message: '',
      data: page,
      header_image_path: '/media/pages/',
      resAppearanceHomeBrowserData: browser,
      resAppearanceHomeMobileData: mobile,
    }),
  }));

const column = (width: number, details: unknown[]) => ({
  home_inn_structure_type: width,
  has_many_home_details: details,
});
const section = (id: number, columns: unknown[]) => ({
  home_id: id,
  home_top_spaced: 32,
  home_bottom_spaced: 32,
  home_layout: 'container',
  home_grid: 'g-4',
  has_many_home_inner: columns,
});

/** A page with one of each kind of mistake editors make; the first section is fine. */
const brokenPage = [
  section(1, [column(12, [{ home_type: 11, home_brij_heading: 'The Bridal Edit', home_brij_heading_size: 'h2' }])]),
  section(2, [
    column(6, [{ home_type: 5, home_image: '', home_caption_text: 'Image left empty' }]),
    column(6, [
      { home_type: 4, home_text_title: 'Care', home_text_description: { html: '<p>Not text</p>' } },
      { home_type: 99, home_text_title: 'A block type the storefront does not know' },
    ]),
  ]),
  section(3, [column(15, [{ home_type: 11, home_brij_heading: 'Too wide a column' }])]),
  'not a section',
];

const brokenJson = `[
  {
    "home_id": 1,
    "has_many_home_inner": [
      {
        "home_inn_structure_type": 12,
        "has_many_home_details": [
          { "home_type": 11, "home_brij_heading": "A missing comma below" }
        ]
      }
    ]
  }
  {
    "home_id": 2
  }
]`;

export const playgroundExamples: PlaygroundExample[] = [
  {
    id: 'home',
    label: 'Home page (dashboard response)',
    json: pretty({
      status: 'success',
      resAppearanceHomeBrowserData: rawHome.browser,
      resAppearanceHomeMobileData: rawHome.mobile,
    }),
  },
  ...contentPages,
  { id: 'home-mobile-list', label: 'Home page, mobile set only (list of sections)', json: pretty(rawHome.mobile) },
  { id: 'broken', label: 'Broken page (validation problems)', json: pretty(brokenPage) },
  { id: 'broken-json', label: 'Broken JSON (syntax error)', json: brokenJson },
];
