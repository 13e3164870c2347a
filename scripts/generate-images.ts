/**
 * `npm run images`: renders the store's seed imagery from SVG compositions (fixtures/art/) into small
 * WebP files under fixtures/images/<group>/, plus the brand SVGs and public/img placeholders.
 * Deterministic: the same input gives the same bytes, so regenerating never churns the repository.
 * Why generated and not photographed: docs/decisions/004-fixture-images.md.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import categories from '../fixtures/catalogue/categories.json';
import products from '../fixtures/catalogue/products.json';
import showcaseAwards from '../fixtures/content/showcase/awards.json';
import showcaseBlogs from '../fixtures/content/showcase/blogs.json';
import showcaseEvents from '../fixtures/content/showcase/events.json';
import showcaseTeam from '../fixtures/content/showcase/team.json';
import showcaseTestimonials from '../fixtures/content/showcase/testimonials.json';
import faqCategories from '../fixtures/content/information/faq.json';
import { defaultImage, emptyBox, logoSvg } from '../fixtures/art/brand';
import { jhumka } from '../fixtures/art/earrings';
import { GEMS, bangles, necklace, ring } from '../fixtures/art/jewellery';
import { Svg, backdrop, place, vignette } from '../fixtures/art/kit';
import { buttiPattern, lotus } from '../fixtures/art/motifs';
import { SHOWCASE_SIZES, showcaseDrawing, type ShowcaseGroup } from '../fixtures/art/showcase-cast';
import { FAQ_SIZE, faqDrawing } from '../fixtures/art/information-art';
import { drawProduct, subject } from '../fixtures/art/product-art';
import {
  FABRICS,
  arch,
  flatLay,
  hero,
  heritageStill,
  kundanCloseUp,
  loom,
  loomStill,
  pageHeader,
  pearlSwag,
  tile,
  type HeroTheme,
} from '../fixtures/art/scenes';
import { foldedSaree } from '../fixtures/art/textiles';
import { STONE_SWATCHES, sizeGuide, stoneSwatch } from '../fixtures/art/catalogue-extras';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGES = join(ROOT, 'fixtures', 'images');

interface Job {
  /** Path under the repository root. */
  file: string;
  width: number;
  height: number;
  draw: (s: Svg) => void;
  /** Size budget in KB (ADR 004); the run fails when a file exceeds it. */
  budget: number;
  /** Drawn at width × height, written this many pixels wide (the catalogue's generated products, ADR 004). */
  resize?: number;
}

const jobs: Job[] = [];
const image = (group: string, name: string, width: number, height: number, budget: number, draw: (s: Svg) => void) =>
  jobs.push({ file: join('fixtures', 'images', group, `${name}.webp`), width, height, budget, draw });

// Products: one file per image URL in the catalogue; "-2" files are the close-up view, "-3" the piece on
// another ground. The 31 hand-written products are 600 px; the generated ones 400 px (ADR 004 budgets).
const HAND_WRITTEN = 31;
const drawn = new Set<string>();
for (const p of products) {
  for (const url of p.images) {
    const name = url.replace('/media/products/', '').replace(/\.webp$/, '');
    if (drawn.has(name)) continue;
    drawn.add(name);
    const view = name.endsWith('-2') ? 2 : name.endsWith('-3') ? 3 : 1;
    const small = p.product_id > HAND_WRITTEN;
    jobs.push({
      file: join('fixtures', 'images', 'products', `${name}.webp`),
      width: 600,
      height: 600,
      budget: small ? 18 : 30,
      draw: (s) => drawProduct(s, p, view),
      ...(small ? { resize: 400 } : {}),
    });
  }
}

// Size guides (catalogue §3 sizeguide) and stone swatches (type 2 terms, terms_image).
image('size-guides', 'rings', 800, 600, 30, (s) => sizeGuide(s, 'ring'));
image('size-guides', 'bangles', 800, 600, 30, (s) => sizeGuide(s, 'bangle'));
image('size-guides', 'dresses', 800, 600, 30, (s) => sizeGuide(s, 'dress'));
for (const [name, colour] of STONE_SWATCHES) image('terms', name, 96, 96, 4, (s) => stoneSwatch(s, colour));

// Category tiles: the category's first product on a ground chosen for the category.
const TILE_GROUNDS: Record<string, readonly [string, string]> = {
  necklaces: ['#8a2a35', '#3a0c14'],
  earrings: ['#f4e9d6', '#c9ad86'],
  bangles: ['#1f5e4a', '#0a2a20'],
  rings: ['#f3e1dc', '#c9a79f'],
  sarees: ['#efe6da', '#b9a58a'],
  lehengas: ['#f3e1dc', '#c9a79f'],
  kurtas: ['#e9e2ee', '#9f90a8'],
  dupattas: ['#f4e9d6', '#c9ad86'],
  stoles: ['#e8ece4', '#9fae98'],
  'block-print-bedspreads': ['#eae6df', '#a9a196'],
  bracelets: ['#2c3558', '#0f1428'],
};
for (const c of categories) {
  const first = products.find((p) => p.cat_slug === c.cat_slug);
  const [light, deep] = TILE_GROUNDS[c.cat_slug] ?? ['#f4e9d6', '#c9ad86'];
  if (first) image('categories', c.cat_slug, 600, 750, 45, (s) => tile(s, light, deep, subject(s, first).art, 0.88));
}

// Collections: one story each.
image('collections', 'bridal-edit', 600, 750, 45, (s) =>
  tile(s, '#8a2a35', '#3a0c14', necklace(s, 'kundan', GEMS.emerald)),
);
image('collections', 'heritage-kundan', 600, 750, 45, (s) =>
  tile(s, '#1f5e4a', '#0a2a20', necklace(s, 'choker', GEMS.ruby)),
);
image('collections', 'festive-edit', 600, 750, 45, (s) =>
  tile(s, '#f6d8a8', '#b8742a', bangles(s, 'glass', GEMS.ruby), 0.85),
);
image('collections', 'handloom-stories', 600, 750, 45, (s) =>
  tile(s, '#3d4f8f', '#141c3c', foldedSaree(s, FABRICS.indigoAjrakh)),
);
image('collections', 'one-of-a-kind', 600, 750, 45, (s) =>
  tile(s, '#2c3558', '#0f1428', ring(s, 'cocktail', GEMS.sapphire), 0.8),
);

// Hero banners: desktop 1600×700, mobile 800×1000.
(['bridal', 'arrivals', 'handloom'] as HeroTheme[]).forEach((theme, i) => {
  image('banners', `hero-${i + 1}`, 1600, 700, 80, (s) => hero(s, theme, false));
  image('banners', `hero-${i + 1}-mobile`, 800, 1000, 80, (s) => hero(s, theme, true));
});

// Mega-menu image boxes, 400×300.
image('menu', 'bridal-edit', 400, 300, 20, (s) => {
  backdrop(s, '#8a2a35', '#3a0c14');
  s.add(`<g filter="${s.drop()}">${place(200, 150, 0.46, necklace(s, 'kundan', GEMS.emerald))}</g>`);
  vignette(s, 0.35);
});
image('menu', 'handloom-stories', 400, 300, 20, (s) => {
  backdrop(s, '#efe6da', '#b9a58a');
  s.add(place(200, 140, 0.5, foldedSaree(s, FABRICS.emeraldSilk)));
  vignette(s, 0.25);
});

// Content page headers, 1600×400.
image('pages', 'our-story', 1600, 400, 60, (s) =>
  pageHeader(s, '#6a1a26', '#c0603a', loom(s, 980, 0, 560, 400, FABRICS.maroonBrocade)),
);
image('pages', 'jewellery-care', 1600, 400, 60, (s) => {
  backdrop(s, '#f6ebe6', '#cfaea4', 0.7, 0.5);
  for (let i = 0; i < 8; i += 1) s.add(lotus(100 + i * 110, 360, 40, '#c9a79f', 0.35));
  s.add(`<g filter="${s.drop()}">${pearlSwag(s, 760, 1560, 40, 160)}</g>`);
  s.add(
    `<g filter="${s.drop()}">${place(1050, 250, 0.42, ring(s, 'cocktail', GEMS.emerald))}${place(1330, 230, 0.5, jhumka(s, 300, GEMS.ruby, 'pearl'))}</g>`,
  );
  vignette(s, 0.2);
});

// Home editorial images.
image('home', 'new-arrivals-editorial', 1200, 800, 80, flatLay);
image('home', 'heritage-jewellery', 1000, 800, 80, heritageStill);
image('home', 'kundan-setting', 1000, 800, 80, kundanCloseUp);
image('home', 'craft-banarasi-loom', 1200, 800, 80, loomStill);

// Section background tiles, 200×200: quiet enough to sit behind text.
image('patterns', 'lotus-tile', 200, 200, 8, (s) => {
  s.add(
    '<rect width="200" height="200" fill="#fbf5ea"/>',
    lotus(50, 62, 40, '#e6d3b0'),
    lotus(150, 162, 40, '#e6d3b0'),
  );
});
image('patterns', 'butti-tile', 200, 200, 8, (s) => {
  s.add(`<rect width="200" height="200" fill="${buttiPattern(s, 'tile', '#f7efe2', '#e3cfae', 'paisley', 50)}"/>`);
});
image('patterns', 'jaal-tile', 200, 200, 8, (s) => {
  s.add(
    '<rect width="200" height="200" fill="#f4e9d6"/>',
    arch(20, 20, 160, 180, '#e2cda6', 2),
    arch(60, 70, 80, 130, '#e2cda6', 1.5),
  );
});

// Showcase blocks: one file per image URL in content/showcase/*.json (portraits, certificates, booths, covers).
const SHOWCASE_IMAGES: Record<ShowcaseGroup, string[]> = {
  team: showcaseTeam.map((m) => m.team_image),
  awards: showcaseAwards.map((a) => a.certificate_image),
  events: showcaseEvents.map((e) => e.event_image),
  blogs: showcaseBlogs.map((b) => b.blog_image),
  testimonials: showcaseTestimonials.map((t) => t.testimonial_image),
};
for (const [group, urls] of Object.entries(SHOWCASE_IMAGES) as [ShowcaseGroup, string[]][]) {
  const { width, height, budget } = SHOWCASE_SIZES[group];
  for (const url of urls.filter((u) => u.startsWith(`/media/${group}/`))) {
    const name = url.replace(`/media/${group}/`, '').replace(/\.webp$/, '');
    image(group, name, width, height, budget, showcaseDrawing(group, name));
  }
}

// FAQ categories (issue 12): one tile per image URL in content/information/faq.json.
for (const url of faqCategories.map((c) => c.fc_image).filter((u) => u.startsWith('/media/faq/'))) {
  const name = url.replace('/media/faq/', '').replace(/\.webp$/, '');
  image('faq', name, FAQ_SIZE.width, FAQ_SIZE.height, FAQ_SIZE.budget, faqDrawing(name));
}

// The storefront's placeholders (served from public/img by Vite).
jobs.push({ file: join('public', 'img', 'no-product.webp'), width: 400, height: 300, budget: 12, draw: emptyBox });

async function render(job: Job): Promise<number> {
  const s = new Svg(job.width, job.height);
  job.draw(s);
  const out = join(ROOT, job.file);
  await mkdir(dirname(out), { recursive: true });
  const picture = sharp(Buffer.from(s.toString()));
  if (job.resize) picture.resize(job.resize);
  await picture.webp({ quality: job.resize ? 45 : 60, effort: 6 }).toFile(out);
  return (await stat(out)).size;
}

async function main(): Promise<void> {
  // Every image group is regenerated from scratch; videos/ is written by `npm run videos` and kept.
  const groups = await readdir(IMAGES).catch(() => [] as string[]);
  for (const group of groups) {
    if (group !== 'videos') await rm(join(IMAGES, group), { recursive: true, force: true });
  }
  await mkdir(join(IMAGES, 'brand'), { recursive: true });
  await writeFile(join(IMAGES, 'brand', 'logo.svg'), logoSvg('#7a1f2b'));
  await writeFile(join(IMAGES, 'brand', 'white_logo.svg'), logoSvg('#ffffff'));

  const placeholder = new Svg(600, 600);
  defaultImage(placeholder);
  await mkdir(join(ROOT, 'public', 'img'), { recursive: true });
  await sharp(Buffer.from(placeholder.toString()))
    .png({ palette: true, colors: 8 })
    .toFile(join(ROOT, 'public', 'img', 'default_img.png'));

  let total = 0;
  const over: string[] = [];
  for (const job of jobs) {
    const size = await render(job);
    if (job.file.startsWith('fixtures')) total += size;
    if (size > job.budget * 1024) over.push(`${job.file}: ${(size / 1024).toFixed(1)} KB > ${job.budget} KB`);
  }
  process.stdout.write(
    `${jobs.length} images written; fixtures/images holds ${(total / 1024).toFixed(0)} KB of WebP.\n`,
  );
  if (over.length > 0) {
    process.stderr.write(`Over budget (ADR 004):\n  ${over.join('\n  ')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${relative(ROOT, fileURLToPath(import.meta.url))}: ${String(error)}\n`);
  process.exitCode = 1;
});
