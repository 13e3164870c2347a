import { availabilityOf } from '@domain/availability';
import type {
  ProductDetail,
  SelectedTerm,
  VariationAttribute,
  VariationPriceResponse,
  VariationTerm,
} from '@schemas/catalogue-product';
import { mediaUrl } from '@/lib/media';

/**
 * What the product page and the variation drawer show of a product: its own fields until the shopper
 * chooses a term, then the chosen variation's (catalogue §4, shell §4 "Variation drawer": sku, stock, moq,
 * discount, price, images and dimensions are replaced).
 */
export interface ShownProduct {
  sku: string;
  price: number;
  sellingPrice: number;
  /** An amount in rupees (price − selling price). */
  discount: number;
  /** null: made to order (catalogue §4). */
  stock: number | null;
  moq: number;
  images: string[];
  dimensions: { length?: number | undefined; width?: number | undefined; height?: number | undefined };
}

export function shownProduct(
  product: ProductDetail,
  images: readonly string[],
  variation?: VariationPriceResponse,
): ShownProduct {
  const v = variation?.status === 'success' ? variation.data : undefined;
  if (!v)
    return {
      sku: product.product_sku,
      price: product.product_price,
      sellingPrice: product.product_selling_price,
      discount: product.product_discount,
      stock: product.product_stock ?? null,
      moq: product.product_moq,
      images: [...images],
      dimensions: { length: product.product_length, width: product.product_width, height: product.product_height },
    };
  return {
    sku: v.pv_sku,
    price: v.pv_price,
    sellingPrice: v.pv_sellingprice,
    discount: v.pv_discount,
    stock: v.pv_quantity ?? null,
    moq: v.pv_moq,
    // A variation without images of its own shows the product's.
    images: variation && variation.arrayImages.length > 0 ? [...variation.arrayImages] : [...images],
    dimensions: { length: v.pv_length, width: v.pv_width, height: v.pv_height },
  };
}

/** The term as the selection carries it: colour (type 1), image (type 2) or name (type 3) as its value. */
export function selectedTerm(attribute: VariationAttribute, term: VariationTerm, imageBase = ''): SelectedTerm {
  const type = attribute.attributes.attribute_type;
  const value =
    type === 1
      ? term.terms_value
      : type === 2 && term.terms_image
        ? mediaUrl(term.terms_image, imageBase)
        : term.terms_name;
  return { attr: attribute.attributes.attribute_name, terms: term.terms_name, terms_value: value, terms_type: type };
}

/** Choosing a term replaces that attribute's chosen term (shell §4), keeping the others in their order. */
export function chooseTerm(selection: readonly SelectedTerm[], chosen: SelectedTerm): SelectedTerm[] {
  const at = selection.findIndex((s) => s.attr === chosen.attr);
  if (at === -1) return [...selection, chosen];
  return selection.map((s, i) => (i === at ? chosen : s));
}

/** The name of the term chosen for `attributeName`, if any. */
export const chosenTermName = (selection: readonly SelectedTerm[], attributeName: string): string | undefined =>
  selection.find((s) => s.attr === attributeName)?.terms;

/** The highlights: product_highlight split on `##` (catalogue §3), blank items dropped. */
export const highlightsOf = (text: string): string[] =>
  text
    .split('##')
    .map((item) => item.trim())
    .filter(Boolean);

/** The dimensions that are set, in inches (catalogue §2): [["Length", "2.5 in"], …]. */
export function dimensionRows(dimensions: ShownProduct['dimensions']): [string, string][] {
  const rows: [string, number | undefined][] = [
    ['Length', dimensions.length],
    ['Width', dimensions.width],
    ['Height', dimensions.height],
  ];
  return rows
    .filter((row): row is [string, number] => row[1] !== undefined && row[1] > 0)
    .map(([name, inches]) => [name, `${Number(inches.toFixed(2))} in`]);
}

/** A price as schema.org wants it: the exact rupees with two decimals ("172500.00"). */
const offerPrice = (rupees: number) => (Math.round(rupees * 100) / 100).toFixed(2);

/**
 * The Product structured data of a product page (issue 9 §3: name, image, price in INR, availability).
 * A piece that is not readily available is made to order (catalogue §4), which schema.org names.
 */
export function productStructuredData(product: ProductDetail, shown: ShownProduct, imageUrls: readonly string[]) {
  const { readilyAvailable } = availabilityOf(shown.stock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    ...(product.product_description ? { description: product.product_description } : {}),
    ...(shown.sku ? { sku: shown.sku } : {}),
    image: [...imageUrls],
    offers: {
      '@type': 'Offer',
      price: offerPrice(shown.sellingPrice),
      priceCurrency: 'INR',
      availability: readilyAvailable ? 'https://schema.org/InStock' : 'https://schema.org/MadeToOrder',
      url: `/product/${product.product_slug}`,
    },
  };
}
