import type {
  ProductDetail,
  ProductDetailsResponse,
  VariationAttribute,
  VariationPriceResponse,
} from '@schemas/catalogue-product';

/** A variable product as product-details answers it: colour, image and text attributes (catalogue §3). */
export const variableProduct: ProductDetail = {
  product_id: 42,
  product_name: 'Temple Jhumka Earrings',
  product_slug: 'temple-jhumka-earrings',
  product_sku: 'PDK-ER-042-GLD-S',
  product_description: 'Temple jhumkas in gold-plated silver.',
  product_image: '/media/products/temple-jhumka.webp',
  product_price: 12500,
  product_selling_price: 9999,
  product_discount: 2501,
  product_type: 1,
  product_stock: 4,
  product_moq: 1,
  product_availability: 'Available',
  product_availability_status: 1,
  product_highlight: 'Handcrafted in Chennai## 92.5 silver ##  ##Gift box',
  product_tabs: [
    { tab_name: 'Description', tab_description: '<p>Temple jhumkas.</p>' },
    { tab_name: 'Empty', tab_description: '<p>&nbsp;</p>' },
  ],
  product_length: 2.5,
  product_width: 1.25,
  product_height: undefined,
  product_label_name: 'New',
  product_category_id: 3,
  ufp_id: 0,
  sizeguide: { size_guide_name: 'Earrings', size_guide_image: 'earrings.webp' },
};

export const variationData: VariationAttribute[] = [
  {
    attributes: { attribute_id: 1, attribute_name: 'Colour', attribute_type: 1 },
    attr_terms: [
      { terms_id: 11, terms_name: 'Gold', terms_value: '#d4a94f', terms_image: '' },
      { terms_id: 12, terms_name: 'Rose Gold', terms_value: '#b76e79', terms_image: '' },
    ],
  },
  {
    attributes: { attribute_id: 2, attribute_name: 'Finish', attribute_type: 2 },
    attr_terms: [
      { terms_id: 21, terms_name: 'Antique', terms_value: '', terms_image: 'antique.webp' },
      { terms_id: 22, terms_name: 'Polished', terms_value: '', terms_image: 'polished.webp' },
    ],
  },
  {
    attributes: { attribute_id: 3, attribute_name: 'Size', attribute_type: 3 },
    attr_terms: [
      { terms_id: 31, terms_name: 'S', terms_value: 'S', terms_image: '' },
      { terms_id: 32, terms_name: 'M', terms_value: 'M', terms_image: '' },
    ],
  },
];

export const productAnswer: ProductDetailsResponse = {
  status: 'success',
  rowProductData: variableProduct,
  arrayImages: ['/media/products/temple-jhumka.webp', '/media/products/temple-jhumka-2.webp'],
  admin_data: {
    admin_whatsapp_no: '+91 98765 43210',
    admin_support_mobile: '+91 22 4000 1234',
    admin_support_email: 'care@padmakshya.in',
  },
  relatedProducts: [],
  variationData,
  selvararray: [
    { attr: 'Colour', terms: 'Gold', terms_value: '#d4a94f', terms_type: 1 },
    { attr: 'Finish', terms: 'Antique', terms_value: '/media/terms/antique.webp', terms_type: 2 },
    { attr: 'Size', terms: 'S', terms_value: 'S', terms_type: 3 },
  ],
  sizeGuideBaseUrl: '/media/size-guides',
  termImageBaseUrl: '/media/terms',
};

/** variation-wise-price for Rose Gold: a made-to-order variation (pv_quantity empty). */
export const roseGoldPrice: VariationPriceResponse = {
  status: 'success',
  data: {
    pv_id: 7,
    pv_sku: 'PDK-ER-042-RSG-S',
    pv_sellingprice: 11250,
    pv_price: 13000,
    pv_discount: 1750,
    pv_quantity: undefined,
    pv_moq: 2,
    pv_length: 2.75,
    pv_width: 1.5,
    pv_height: 0.5,
  },
  arrayImages: ['/media/products/temple-jhumka-rose.webp'],
};

/** variation-wise-price for size M: out of stock (pv_quantity 0). */
export const sizeMPrice: VariationPriceResponse = {
  status: 'success',
  data: {
    pv_id: 8,
    pv_sku: 'PDK-ER-042-GLD-M',
    pv_sellingprice: 10500,
    pv_price: 10500,
    pv_discount: 0,
    pv_quantity: 0,
    pv_moq: 1,
    pv_length: 2.5,
    pv_width: 1.25,
    pv_height: undefined,
  },
  arrayImages: [],
};

/**
 * The product with images the seed has (Storybook serves fixtures/images at /media), for stories: the
 * seed's earrings photographs, emerald and ruby stone swatches and the rings size guide.
 */
export function storyProductAnswer(stock: number | undefined): ProductDetailsResponse {
  const [colour, finish, size] = variationData;
  if (!colour || !finish || !size) throw new Error('variationData needs three attributes');
  return {
    ...productAnswer,
    rowProductData: {
      ...variableProduct,
      product_stock: stock,
      product_image: '/media/products/heirloom-awadhi-jhumka-earrings.webp',
      sizeguide: { size_guide_name: 'Ring sizes', size_guide_image: 'rings.webp' },
    },
    arrayImages: [
      '/media/products/heirloom-awadhi-jhumka-earrings.webp',
      '/media/products/heirloom-awadhi-jhumka-earrings-2.webp',
    ],
    variationData: [
      colour,
      {
        ...finish,
        attr_terms: [
          { terms_id: 21, terms_name: 'Emerald', terms_value: '', terms_image: 'emerald.webp' },
          { terms_id: 22, terms_name: 'Ruby', terms_value: '', terms_image: 'ruby.webp' },
        ],
      },
      size,
    ],
    selvararray: [
      { attr: 'Colour', terms: 'Gold', terms_value: '#d4a94f', terms_type: 1 },
      { attr: 'Finish', terms: 'Emerald', terms_value: '/media/terms/emerald.webp', terms_type: 2 },
      { attr: 'Size', terms: 'S', terms_value: 'S', terms_type: 3 },
    ],
  };
}
