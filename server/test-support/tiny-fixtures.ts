import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A minimal, known fixture set for server tests, so assertions do not depend on the content of the
 * real fixtures (which have their own test). Returns the directory.
 */
/** A temporary folder, removed when the test process ends. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function writeTinyFixtures(overrides: Record<string, unknown> = {}): string {
  const dir = tempDir('padmakshya-fixtures-');
  const section = (text: string) => ({
    home_top_spaced: '40',
    home_layout: 'container',
    has_many_home_inner: [
      {
        home_inn_structure_type: '12',
        has_many_home_details: [
          { home_type: '11', home_brij_heading: text, home_brij_heading_size: 'h2' },
          { home_type: 4, home_text_title: 'Craft', home_text_description: '<p>Banarasi weaving</p>' },
        ],
      },
    ],
  });
  const files: Record<string, unknown> = {
    'content/settings.json': { logo: '/media/brand/logo.svg', admin_shipping_free: '25000', linkedin_url: null },
    'content/menu.json': [
      {
        menu_id: 10,
        menu_name: 'Jewellery',
        menu_mega: 1,
        children: [
          { menu_name: 'Necklaces', categories: { cat_slug: 'necklaces' }, children: [{ menu_name: 'Kundan' }] },
        ],
      },
      { menu_name: 'Our Story', pages: { page_url: 'our-story' } },
    ],
    'content/footer.json': { footer_title1: 'About Us', footer_desc1: '<ul><li><a href="/faq">FAQ</a></li></ul>' },
    'content/banners.json': {
      browser: [{ slider_view: 1, slider_image: '/media/banners/hero-1.webp', cat_slug: 'necklaces' }],
      mobile: [{ slider_view: '1', slider_image: '/media/banners/hero-1-m.webp' }],
    },
    'content/home.json': { browser: [section('New arrivals')], mobile: [section('New')] },
    'content/pages/our-story.json': {
      page: { page_id: 3, page_name: 'Our Story', page_url: 'our-story', page_show_title: 1, page_show_breadcrumb: 0 },
      browser: [section('Since 1962')],
      mobile: [],
    },
    'catalogue/categories.json': [
      { cat_id: 1, cat_name: 'Necklaces', cat_slug: 'necklaces', cat_image: '/media/categories/necklaces.webp' },
      { cat_id: 2, cat_name: 'Sarees', cat_slug: 'sarees', cat_image: '/media/categories/sarees.webp' },
    ],
    'catalogue/products.json': [
      product(1, 'Emerald Kundan Choker', 'A kundan choker with emerald drops.', '68500.00', '61650.00', 'necklaces'),
      product(2, 'Basra Pearl Layered Necklace', 'Three strands of pearls.', '42000', '42000', 'necklaces'),
      product(3, 'Banarasi Silk Saree', 'Pure silk, 100% handwoven with zari.', '32500.50', '29999.99', 'sarees'),
      product(4, 'Ajrakh Stole', 'Block-printed ajrakh_cotton and silk, indigo.', '1850.00', '1850.00', 'sarees'),
    ],
    ...overrides,
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  mkdirSync(join(dir, 'images', 'products'), { recursive: true });
  writeFileSync(join(dir, 'images', 'products', 'choker.webp'), Buffer.from('RIFF....WEBPVP8 fake'));
  mkdirSync(join(dir, 'images', 'brand'), { recursive: true });
  writeFileSync(
    join(dir, 'images', 'brand', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  return dir;
}

function product(id: number, name: string, description: string, price: string, selling: string, cat: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    product_id: id,
    product_name: name,
    product_slug: slug,
    product_sku: `SKU-${id}`,
    product_description: description,
    product_price: price,
    product_selling_price: selling,
    product_label_name: id === 1 ? 'New,Handcrafted' : '',
    product_type: id % 2,
    cat_slug: cat,
    images: [`/media/products/${slug}.webp`],
  };
}

/** A stand-in for a Vite build: index.html, a hashed script and a default image. */
export function writeTinySite(): string {
  const dir = tempDir('padmakshya-dist-');
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'img'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'assets', 'index-abc123.js'),
    `export const greeting = ${JSON.stringify('namaste '.repeat(500))};\n`,
  );
  writeFileSync(join(dir, 'img', 'default_img.png'), Buffer.alloc(2048, 1));
  return dir;
}
