import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HeroBannerSchema, SectionListSchema } from '@schemas/cms';
import { FooterContentSchema, MenuEntrySchema, SiteSettingsSchema, StoredPageSchema } from '@schemas/content';
import { looseArray } from '@schemas/primitives';
import {
  CatalogueAttributeSchema,
  CatalogueCategorySchema,
  CatalogueProductSchema,
  CatalogueSizeGuideSchema,
  CatalogueTagSchema,
  CatalogueThemeSettingsSchema,
} from '@fixtures/catalogue-schema';
import { checkCatalogueLinks } from './fixture-links';
import { emptyShowcase, ShowcaseFileSchemas, type ShowcaseFile, type ShowcaseSeed } from '@fixtures/showcase-schema';
import {
  emptyInformation,
  InformationFileSchemas,
  type InformationFile,
  type InformationSeed,
} from '@fixtures/information-schema';
import { describeIssues } from '../lib/zod-issues';
import { readCheckoutSeed, type CheckoutSeed } from './seed-checkout';
import { readCustomers, type DemoCustomer } from './seed-customers';
import { readDemoOrders, type DemoOrder } from './seed-orders';

/**
 * Reads the seed content from a fixtures folder with fs (so tests can point it at their own folder)
 * and validates every file with the contract's schemas and fixtures/catalogue-schema.ts; a bad
 * fixture stops the start with the file and the failing path named.
 */
export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures', import.meta.url));

const BannersFileSchema = z.object({ browser: looseArray(HeroBannerSchema), mobile: looseArray(HeroBannerSchema) });
const HomeFileSchema = z.object({ browser: SectionListSchema, mobile: SectionListSchema });

export type StoredPage = z.infer<typeof StoredPageSchema>;

export interface SeedData {
  settings: z.infer<typeof SiteSettingsSchema>;
  menu: z.infer<typeof MenuEntrySchema>[];
  footer: z.infer<typeof FooterContentSchema>;
  banners: z.infer<typeof BannersFileSchema>;
  home: z.infer<typeof HomeFileSchema>;
  /** Keyed by slug (the file name; page_url must agree when set). */
  pages: Record<string, StoredPage>;
  categories: z.infer<typeof CatalogueCategorySchema>[];
  /** Collections (catalogue/collections.json, optional): categories of kind 'collection'. */
  collections: z.infer<typeof CatalogueCategorySchema>[];
  /** Variation attributes and their terms, size guides and the listing theme settings (each file optional). */
  attributes: z.infer<typeof CatalogueAttributeSchema>[];
  sizeGuides: z.infer<typeof CatalogueSizeGuideSchema>[];
  themeSettings: z.infer<typeof CatalogueThemeSettingsSchema> | undefined;
  tags: z.infer<typeof CatalogueTagSchema>[];
  products: z.infer<typeof CatalogueProductSchema>[];
  /** Team, awards, events, blogs, testimonials (content/showcase/*.json; each file optional). */
  showcase: ShowcaseSeed;
  /** FAQ categories and jewellery-care entries (content/information/*.json; each file optional). */
  information: InformationSeed;
  /** Demo customers (customers.json, optional; the README lists their passwords). */
  customers?: DemoCustomer[];
  /** Demo coupons and gift cards (checkout/*.json, optional; the README lists them). */
  checkout?: CheckoutSeed;
  /** Demo orders of the demo customers (checkout/demo-orders.json, optional; the README lists their numbers). */
  demoOrders?: DemoOrder[];
}

export class FixtureError extends Error {
  override name = 'FixtureError';
}

function readFixture<S extends z.core.$ZodType>(dir: string, file: string, schema: S): z.infer<S> {
  const path = join(dir, file);
  const shown = relative(process.cwd(), path) || path;
  if (!existsSync(path)) throw new FixtureError(`Fixture ${shown} is missing`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new FixtureError(`Fixture ${shown} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw new FixtureError(`Fixture ${shown} is invalid:\n${describeIssues(parsed.error)}`);
  return parsed.data;
}

function readPages(dir: string): Record<string, StoredPage> {
  const pagesDir = join(dir, 'content', 'pages');
  if (!existsSync(pagesDir)) return {};
  const pages: Record<string, StoredPage> = {};
  for (const file of readdirSync(pagesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const slug = file.slice(0, -'.json'.length);
    const page = readFixture(dir, join('content', 'pages', file), StoredPageSchema);
    const url = page.page.page_url.replace(/^\//, '');
    if (url && url !== slug) {
      throw new FixtureError(
        `Fixture content/pages/${file} is invalid:\n  page.page_url: '${url}' does not match the file name`,
      );
    }
    pages[slug] = page;
  }
  return pages;
}

/**
 * The showcase files are optional, one by one: a fixture folder without them (the tests' tiny fixtures,
 * a back office that keeps no team page) seeds empty lists.
 */
function readShowcase(dir: string): ShowcaseSeed {
  const read = <S extends z.core.$ZodType>(file: ShowcaseFile, schema: S): z.infer<S> | undefined => {
    const path = join('content', 'showcase', `${file}.json`);
    return existsSync(join(dir, path)) ? readFixture(dir, path, schema) : undefined;
  };
  const empty = emptyShowcase();
  return {
    team: read('team', ShowcaseFileSchemas.team) ?? empty.team,
    awards: read('awards', ShowcaseFileSchemas.awards) ?? empty.awards,
    events: read('events', ShowcaseFileSchemas.events) ?? empty.events,
    blogs: read('blogs', ShowcaseFileSchemas.blogs) ?? empty.blogs,
    testimonials: read('testimonials', ShowcaseFileSchemas.testimonials) ?? empty.testimonials,
  };
}

/** The information pages' files (issue 12) are optional, one by one, like the showcase's. */
function readInformation(dir: string): InformationSeed {
  const read = <S extends z.core.$ZodType>(file: InformationFile, schema: S): z.infer<S> | undefined => {
    const path = join('content', 'information', `${file}.json`);
    return existsSync(join(dir, path)) ? readFixture(dir, path, schema) : undefined;
  };
  const empty = emptyInformation();
  return {
    faq: read('faq', InformationFileSchemas.faq) ?? empty.faq,
    'jewellery-care': read('jewellery-care', InformationFileSchemas['jewellery-care']) ?? empty['jewellery-care'],
  };
}

/** Loads and validates every seed fixture under `dir` (default: the repository's fixtures/). */
export function loadSeedData(dir = DEFAULT_FIXTURES_DIR): SeedData {
  const categories = readFixture(dir, 'catalogue/categories.json', z.array(CatalogueCategorySchema));
  const products = readFixture(dir, 'catalogue/products.json', z.array(CatalogueProductSchema));
  const optional = <S extends z.core.$ZodType>(file: string, schema: S): z.infer<S> | undefined =>
    existsSync(join(dir, file)) ? readFixture(dir, file, schema) : undefined;
  const tags = optional('catalogue/tags.json', z.array(CatalogueTagSchema)) ?? [];
  const collections = optional('catalogue/collections.json', z.array(CatalogueCategorySchema)) ?? [];
  const attributes = optional('catalogue/attributes.json', z.array(CatalogueAttributeSchema)) ?? [];
  const sizeGuides = optional('catalogue/size-guides.json', z.array(CatalogueSizeGuideSchema)) ?? [];
  const themeSettings = optional('catalogue/theme-settings.json', CatalogueThemeSettingsSchema);
  const known = new Set(categories.map((c) => c.cat_slug));
  const knownTags = new Set(tags.map((t) => t.tag_slug));
  products.forEach((p, i) => {
    if (p.cat_slug && !known.has(p.cat_slug)) {
      throw new FixtureError(
        `Fixture catalogue/products.json is invalid:\n  [${i}].cat_slug: unknown category '${p.cat_slug}'`,
      );
    }
    const unknownTag = p.tags.find((t) => !knownTags.has(t));
    if (unknownTag) {
      throw new FixtureError(`Fixture catalogue/products.json is invalid:\n  [${i}].tags: unknown tag '${unknownTag}'`);
    }
  });
  const problem = checkCatalogueLinks({ categories, collections, attributes, sizeGuides, products });
  if (problem) throw new FixtureError(`Fixture catalogue/products.json is invalid:\n  ${problem}`);
  return {
    settings: readFixture(dir, 'content/settings.json', SiteSettingsSchema),
    menu: readFixture(dir, 'content/menu.json', looseArray(MenuEntrySchema)),
    footer: readFixture(dir, 'content/footer.json', FooterContentSchema),
    banners: readFixture(dir, 'content/banners.json', BannersFileSchema),
    home: readFixture(dir, 'content/home.json', HomeFileSchema),
    pages: readPages(dir),
    categories,
    collections,
    attributes,
    sizeGuides,
    themeSettings,
    tags,
    products,
    showcase: readShowcase(dir),
    information: readInformation(dir),
    customers: readCustomers(dir),
    checkout: readCheckoutSeed(dir),
    demoOrders: readDemoOrders(dir),
  };
}
