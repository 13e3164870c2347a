import type { ProductCard } from '@schemas/catalogue';
import type { CategoryDetailsResponse, ProductListingResponse } from '@schemas/catalogue-listing';

/** A card as product-list answers it (shell §3 "Product card"). */
export const card = (id: number, name: string, price: number, selling: number, labels = ''): ProductCard => ({
  product_id: id,
  product_slug: name.toLowerCase().replace(/\s+/g, '-'),
  product_name: name,
  arrayImages: [`/media/products/${name.toLowerCase().replace(/\s+/g, '-')}.webp`],
  product_price: price,
  product_selling_price: selling,
  product_label_name: labels,
  product_type: 0,
  ufp_id: 0,
});

export const necklaceCards: ProductCard[] = [
  card(1, 'Kundan Polki Bridal Necklace Set', 185000, 172500, 'Bridal,Handcrafted'),
  card(2, 'Emerald Kundan Choker', 64000, 64000, 'New'),
  card(3, 'Basra Pearl Layered Necklace', 52000, 46800, 'Sale'),
  card(4, 'Temple Lakshmi Haram', 98000, 98000),
];

/** categorydetails for the necklaces category: header, a colour and a size group, theme flags. */
export const necklacesDetails: CategoryDetailsResponse = {
  status: 'success',
  aryHeaderDetails: {
    title: 'Necklaces',
    desc: '<p>Chokers, harams and layered strands, set by hand.</p>',
    imageurl: '/media/categories/necklaces.webp',
    showheaderImg: true,
    showTitle: true,
    showDescr: true,
    tabs: [
      { tab_name: 'Care', tab_description: '<p>Store each piece in its own pouch.</p>' },
      { tab_name: 'Empty tab', tab_description: '' },
    ],
  },
  resAttributesData: [
    {
      attribute_id: 1,
      attribute_name: 'Colour',
      attribute_type: 1,
      attributeterms: [
        { terms_id: 11, terms_name: 'Gold', terms_value: '#d4a94f' },
        { terms_id: 12, terms_name: 'Rose Gold', terms_value: '#b76e79' },
        { terms_id: 13, terms_name: 'Silver', terms_value: '#c0c0c0' },
      ],
    },
    {
      attribute_id: 2,
      attribute_name: 'Finish',
      attribute_type: 2,
      attributeterms: [{ terms_id: 21, terms_name: 'Antique', terms_value: '' }],
    },
    {
      attribute_id: 3,
      attribute_name: 'Size',
      attribute_type: 3,
      attributeterms: [
        { terms_id: 31, terms_name: '16 in', terms_value: '' },
        { terms_id: 32, terms_name: '18 in', terms_value: '' },
      ],
    },
  ],
  themesettings: {
    ts_category_show_filter: true,
    ts_category_show_breadcrumb: true,
    ts_collection_show_filter: true,
    ts_collection_show_breadcrumb: true,
    ts_page_show_filter: true,
    ts_page_show_breadcrumb: true,
  },
};

const categories = [
  {
    cat_id: 1,
    cat_name: 'Necklaces',
    cat_slug: 'necklaces',
    cat_image: '/media/categories/necklaces.webp',
    product_count: 14,
  },
  {
    cat_id: 2,
    cat_name: 'Earrings',
    cat_slug: 'earrings',
    cat_image: '/media/categories/earrings.webp',
    product_count: 9,
  },
  { cat_id: 3, cat_name: 'Tiaras', cat_slug: 'tiaras', cat_image: '', product_count: 0 },
];

/** One page of product-list: `last_page` pages of four, with exact facet counts. */
export const listingAnswer = (
  products: ProductCard[] = necklaceCards,
  { page = 1, lastPage = 3 }: { page?: number; lastPage?: number } = {},
): ProductListingResponse => ({
  status: 'success',
  resProductsData: {
    data: products,
    current_page: page,
    last_page: lastPage,
    per_page: 4,
    total: products.length * lastPage,
  },
  categoriesList: categories,
  collectionList: [
    {
      cat_id: 9,
      cat_name: 'Bridal Edit',
      cat_slug: 'bridal-edit',
      cat_image: '/media/collections/bridal-edit.webp',
      product_count: 6,
    },
  ],
  category_img_url: '/media/categories/',
  collection_img_url: '/media/collections/',
  termCounts: [
    { terms_id: 11, product_count: 8 },
    { terms_id: 12, product_count: 3 },
    { terms_id: 13, product_count: 0 },
    { terms_id: 31, product_count: 5 },
    { terms_id: 32, product_count: 2 },
  ],
  priceRangeCounts: [
    { price_range: 'under-15000', product_count: 0 },
    { price_range: 'under-40000', product_count: 2 },
    { price_range: 'under-70000', product_count: 6 },
    { price_range: 'above-70000', product_count: 6 },
  ],
});
