import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the seed fixtures the e2e server was seeded from, so journeys assert on the content the back
 * office really holds instead of hard-coded copy. Tolerant on purpose: walks unknown JSON.
 */
const FIXTURES = join(process.cwd(), 'fixtures');

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asText = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** Back-office flags arrive as 1/'1'/true. */
export const isOn = (v: unknown): boolean => v === 1 || v === '1' || v === true || v === 'true';

export function readFixture(relPath: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, relPath), 'utf8'));
}

export type Layout = 'browser' | 'mobile';
export const layoutFor = (projectName: string): Layout => (projectName === 'mobile' ? 'mobile' : 'browser');

/** Texts of the heading blocks (home_type 11) in a section list, in page order. */
export function headingTexts(sections: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (Number(node.home_type) === 11 && asText(node.home_brij_heading)) found.push(asText(node.home_brij_heading));
    Object.values(node).forEach(walk);
  };
  walk(sections);
  return found;
}

export function homeHeadings(layout: Layout): string[] {
  const home = readFixture('content/home.json');
  return headingTexts(isObject(home) ? home[layout] : []);
}

/** File names of the image hero slides (slider_view 2 is a video). */
export function heroImageFiles(layout: Layout): string[] {
  const banners = readFixture('content/banners.json');
  return asArray(isObject(banners) ? banners[layout] : [])
    .filter(isObject)
    .filter((b) => Number(b.slider_view) !== 2 && asText(b.slider_image))
    .map((b) => asText(b.slider_image).split('/').pop() ?? '');
}

export interface MenuNode {
  name: string;
  mega: boolean;
  showImage: boolean;
  children: MenuNode[];
}

const toMenuNode = (v: Json): MenuNode => ({
  name: asText(v.menu_name),
  mega: isOn(v.menu_mega),
  showImage: isOn(v.menu_show_image),
  children: asArray(v.children).filter(isObject).map(toMenuNode),
});

export function menuTree(): MenuNode[] {
  return asArray(readFixture('content/menu.json')).filter(isObject).map(toMenuNode);
}

export interface ContentPageFixture {
  slug: string;
  name: string;
  showTitle: boolean;
  showBreadcrumb: boolean;
  headings: Record<Layout, string[]>;
}

/**
 * Slugs with a dedicated route in the spec's route table (shell §2, catalogue §2): their pages add their own
 * parts around the page content (e.g. jewellery care's side list), so they are not plain catch-all pages.
 */
const DEDICATED_ROUTES = new Set([
  'blog',
  'review',
  'glossary',
  'stores',
  'contact-us',
  'jewellery-care',
  'testimonials',
  'faq',
  'order-status',
  'size-guide',
  'return-exchange',
  'shipping',
  'book-an-appointment',
  'gifting',
  'help-support',
]);

/** The fixture pages served by the catch-all content route /{slug}. */
export function contentPages(): ContentPageFixture[] {
  return readdirSync(join(FIXTURES, 'content/pages'))
    .filter((f) => f.endsWith('.json') && !DEDICATED_ROUTES.has(f.replace(/\.json$/, '')))
    .map((file) => {
      const stored = readFixture(`content/pages/${file}`);
      const obj = isObject(stored) ? stored : {};
      const page = isObject(obj.page) ? obj.page : {};
      return {
        slug: asText(page.page_url) || file.replace(/\.json$/, ''),
        name: asText(page.page_name),
        showTitle: isOn(page.page_show_title),
        showBreadcrumb: isOn(page.page_show_breadcrumb),
        headings: { browser: headingTexts(obj.browser), mobile: headingTexts(obj.mobile) },
      };
    });
}

export interface ProductFixture {
  name: string;
  description: string;
}

export function products(): ProductFixture[] {
  return asArray(readFixture('catalogue/products.json'))
    .filter(isObject)
    .map((p) => ({ name: asText(p.product_name), description: asText(p.product_description) }));
}

/** A search word present in the catalogue ('silk' when there is one) and the products it should find. */
export function searchableTerm(): { term: string; names: string[] } {
  const all = products();
  const matches = (term: string) =>
    all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(term)).map((p) => p.name);
  const fallback =
    all[0]?.name
      .split(/\s+/)
      .find((w) => /^[a-z]{4,}$/i.test(w))
      ?.toLowerCase() ?? 'silk';
  const term = matches('silk').length > 0 ? 'silk' : fallback;
  return { term, names: matches(term) };
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
