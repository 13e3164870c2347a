/**
 * The words the catalogue generator (scripts/generate-catalogue.ts) builds products from. The image script
 * draws a product from its category and the words of its name (fixtures/art/product-art.ts), so names use the
 * stones, colours and weaves the art knows: emerald, ruby, sapphire, pearl, kundan, temple, choker, pendant,
 * jhumka, chandbali, stud, kada, glass, cocktail, solitaire, maroon, indigo, ajrakh, bandhani, chikankari…
 */

/** Attribute and term ids (fixtures/catalogue/attributes.json). */
export const METAL = { id: 1, yellow: 1, rose: 2, silver: 3, antique: 4 } as const;
export const STONE = { id: 2, emerald: 5, ruby: 6, sapphire: 7, pearl: 8, polki: 9 } as const;
export const RING_SIZES = [10, 11, 12, 13, 14, 15] as const;
export const BANGLE_SIZES = [16, 17, 18, 19] as const;
export const DRESS_SIZES = [20, 21, 22, 23, 24, 25] as const;
export const COLOUR_TERMS: Record<string, number> = {
  maroon: 26,
  emerald: 27,
  indigo: 28,
  ivory: 29,
  saffron: 30,
  'rani pink': 31,
  mustard: 32,
  rose: 33,
  white: 34,
  crimson: 35,
};

export const ATTRIBUTES = [
  {
    attribute_id: 1,
    attribute_name: 'Metal Colour',
    attribute_type: 1,
    terms: [
      { terms_id: 1, terms_name: 'Yellow Gold', terms_value: '#d4a537' },
      { terms_id: 2, terms_name: 'Rose Gold', terms_value: '#c98a6b' },
      { terms_id: 3, terms_name: 'Silver', terms_value: '#c4c4c4' },
      { terms_id: 4, terms_name: 'Antique Gold', terms_value: '#9c7a3c' },
    ],
  },
  {
    attribute_id: 2,
    attribute_name: 'Stone',
    attribute_type: 2,
    terms: (['Emerald', 'Ruby', 'Sapphire', 'Pearl', 'Polki'] as const).map((name, i) => ({
      terms_id: 5 + i,
      terms_name: name,
      terms_value: ['#0f5e46', '#9b1b30', '#1f3a93', '#f2ecdf', '#e8e1c9'][i] ?? '',
      terms_image: `/media/terms/${name.toLowerCase()}.webp`,
    })),
  },
  {
    attribute_id: 3,
    attribute_name: 'Ring Size',
    attribute_type: 3,
    terms: ['6', '8', '10', '12', '14', '16'].map((name, i) => ({
      terms_id: 10 + i,
      terms_name: name,
      terms_value: name,
    })),
  },
  {
    attribute_id: 4,
    attribute_name: 'Bangle Size',
    attribute_type: 3,
    terms: ['2.2', '2.4', '2.6', '2.8'].map((name, i) => ({ terms_id: 16 + i, terms_name: name, terms_value: name })),
  },
  {
    attribute_id: 5,
    attribute_name: 'Dress Size',
    attribute_type: 3,
    terms: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((name, i) => ({
      terms_id: 20 + i,
      terms_name: name,
      terms_value: name,
    })),
  },
  {
    attribute_id: 6,
    attribute_name: 'Colour',
    attribute_type: 1,
    terms: [
      ['Maroon', '#7a1f2b'],
      ['Emerald', '#0f5e46'],
      ['Indigo', '#24346b'],
      ['Ivory', '#efe4cf'],
      ['Saffron', '#e0892b'],
      ['Rani Pink', '#c2185b'],
      ['Mustard', '#c9951f'],
      ['Rose', '#d98a94'],
      ['White', '#f7f4ee'],
      ['Crimson', '#a3152a'],
    ].map(([name, hex], i) => ({ terms_id: 26 + i, terms_name: name ?? '', terms_value: hex ?? '' })),
  },
] as const;

export const SIZE_GUIDES = [
  { size_guide_id: 1, size_guide_name: 'Ring Size Guide', size_guide_image: '/media/size-guides/rings.webp' },
  {
    size_guide_id: 2,
    size_guide_name: 'Bangle and Bracelet Size Guide',
    size_guide_image: '/media/size-guides/bangles.webp',
  },
  { size_guide_id: 3, size_guide_name: 'Dress Size Guide', size_guide_image: '/media/size-guides/dresses.webp' },
] as const;

export const PLACES = ['Jaipur', 'Hyderabadi', 'Bikaneri', 'Rajwada', 'Mysore', 'Chettinad', 'Lucknowi', 'Awadhi'];
export const GEM_WORDS = ['Emerald', 'Ruby', 'Sapphire', 'Pearl'] as const;
export const COLOUR_WORDS = ['Maroon', 'Emerald', 'Indigo', 'Ivory', 'Saffron', 'Rani Pink', 'Mustard', 'Rose'];

/** Per category: name patterns (index → name), price range in rupees, and what varies. */
export interface CategoryPlan {
  slug: string;
  count: number;
  name: (i: number) => string;
  price: [number, number];
  /** 'metal-size': Metal Colour × a size attribute; 'stone': Stone; 'colour-size': Colour × Dress Size. */
  varies: 'metal-size' | 'metal' | 'stone' | 'colour-size' | 'none';
  sizes?: readonly number[];
  sizeGuide?: number;
  dimensions: [string, string, string];
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export const PLANS: CategoryPlan[] = [
  {
    slug: 'necklaces',
    count: 13,
    name: (i) =>
      `${pick(PLACES, i)} ${pick(GEM_WORDS, i + 1)} ${pick(['Kundan', 'Temple', 'Choker', 'Pendant', 'Pearl Layered'], i)} Necklace`,
    price: [8500, 165000],
    varies: 'metal',
    dimensions: ['18.00', '2.50', '0.40'],
  },
  {
    slug: 'earrings',
    count: 14,
    name: (i) => `${pick(PLACES, i + 3)} ${pick(['Jhumka', 'Chandbali', 'Stud', 'Drop Jhumka'], i)} Earrings`,
    price: [2400, 58000],
    varies: 'stone',
    dimensions: ['2.40', '1.20', '0.30'],
  },
  {
    slug: 'bangles',
    count: 12,
    name: (i) =>
      `${pick(PLACES, i + 5)} ${pick(GEM_WORDS, i)} ${pick(['Kundan Bangle Pair', 'Kada', 'Glass Bangle Set'], i)}`,
    price: [3200, 88000],
    varies: 'metal-size',
    sizes: BANGLE_SIZES,
    sizeGuide: 2,
    dimensions: ['2.60', '2.60', '0.50'],
  },
  {
    slug: 'bracelets',
    count: 12,
    name: (i) =>
      `${pick(PLACES, i + 2)} ${pick(GEM_WORDS, i + 2)} ${pick(['Tennis Bracelet', 'Kada Bracelet', 'Kundan Cuff'], i)}`,
    price: [2200, 46000],
    varies: 'metal-size',
    sizes: BANGLE_SIZES,
    sizeGuide: 2,
    dimensions: ['7.00', '0.40', '0.20'],
  },
  {
    slug: 'rings',
    count: 14,
    name: (i) =>
      `${pick(PLACES, i + 1)} ${pick(GEM_WORDS, i + 3)} ${pick(['Cocktail Ring', 'Solitaire Ring', 'Pearl Ring'], i)}`,
    price: [3600, 118000],
    varies: 'metal-size',
    sizes: RING_SIZES,
    sizeGuide: 1,
    dimensions: ['0.90', '0.80', '0.50'],
  },
  {
    slug: 'sarees',
    count: 14,
    name: (i) =>
      `${pick(['Chanderi', 'Bandhani', 'Kanjeevaram', 'Ajrakh', 'Chikankari', 'Banarasi Katan'], i)} Silk Saree ${pick(COLOUR_WORDS, i + 2)}`,
    price: [6200, 84000],
    varies: 'none',
    dimensions: ['216.00', '45.00', '0.10'],
  },
  {
    slug: 'lehengas',
    count: 8,
    name: (i) => `${pick(['Zardozi', 'Gota Patti', 'Phulkari', 'Chikankari'], i)} Lehenga ${pick(COLOUR_WORDS, i + 1)}`,
    price: [36000, 215000],
    varies: 'colour-size',
    sizes: DRESS_SIZES,
    sizeGuide: 3,
    dimensions: ['42.00', '30.00', '0.50'],
  },
  {
    slug: 'kurtas',
    count: 14,
    name: (i) =>
      `${pick(['Chikankari', 'Ajrakh', 'Block Print', 'Bandhani', 'Chanderi', 'Kani'], i)} Cotton Kurta ${pick(COLOUR_WORDS, i + 4)}`,
    price: [2200, 13800],
    varies: 'colour-size',
    sizes: DRESS_SIZES,
    sizeGuide: 3,
    dimensions: ['44.00', '20.00', '0.20'],
  },
  {
    slug: 'dupattas',
    count: 8,
    name: (i) => `${pick(['Phulkari', 'Bandhani', 'Banarasi', 'Gota'], i)} Dupatta ${pick(COLOUR_WORDS, i + 3)}`,
    price: [1800, 17500],
    varies: 'none',
    dimensions: ['90.00', '36.00', '0.10'],
  },
  {
    slug: 'stoles',
    count: 8,
    name: (i) => `${pick(['Kani', 'Pashmina', 'Ajrakh', 'Chanderi'], i)} Stole ${pick(COLOUR_WORDS, i + 5)}`,
    price: [1500, 11800],
    varies: 'none',
    dimensions: ['80.00', '28.00', '0.10'],
  },
  {
    slug: 'block-print-bedspreads',
    count: 7,
    name: (i) =>
      `${pick(['Sanganeri', 'Ajrakh', 'Bagru', 'Dabu'], i)} Block Print Bedspread ${pick(['Indigo', 'Maroon', 'Ivory', 'Mustard'], i + 1)}`,
    price: [3400, 15800],
    varies: 'none',
    dimensions: ['108.00', '90.00', '0.10'],
  },
];
