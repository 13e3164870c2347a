import { z } from 'zod/mini';
import { ProductCardSchema } from './catalogue';
import { ListingTabSchema, requestSlug } from './catalogue-listing';
import { requestId } from './request-input';
import { looseArray, looseNumber, looseString, money, optionalNumber, preprocess, status } from './primitives';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/**
 * The product page's calls (spec: catalogue §2 "Product detail", §3, §4, §7; shell §3, §7): product-details,
 * variation-wise-price, completeTheLooksData and recommendedproductslist. Money is strict (`money`), the rest
 * tolerant. Stock: null/absent = available, made to order; 0 = out of stock, made to order; above 0 in stock.
 * Discounts are amounts in rupees (price − selling price), never percentages.
 */

const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/** The longest attribute or term name a selected variation may carry. */
export const VARIATION_TEXT_MAX = 200;
/** The most attributes one selected variation may name. */
export const VARIATION_PARTS_MAX = 10;

/** One chosen term of a variation (selvararray, cart line selected_variation): attribute and term by name. */
export const SelectedTermSchema = lazySchema(() =>
  z.object({
    attr: looseString,
    terms: looseString,
    /** The colour (type 1), image URL (type 2) or name (type 3) of the term. */
    terms_value: z.optional(looseString),
    /** The attribute's type: 1 colour, 2 image, 3 text. */
    terms_type: optionalNumber,
  }),
);
export type SelectedTerm = z.infer<typeof SelectedTermSchema>;

/** A selected term in a request: names bounded, value and type optional (the server reads its own). */
export const SelectedTermRequestSchema = lazySchema(() =>
  z.object({
    attr: boundedText(VARIATION_TEXT_MAX, z.string().check(z.minLength(1))),
    terms: boundedText(VARIATION_TEXT_MAX, z.string().check(z.minLength(1))),
    terms_value: z.optional(z.nullable(boundedText(1000, z.string()))),
    terms_type: optionalNumber,
  }),
);
export const SelectedVariationRequestSchema = lazySchema(() =>
  z.array(SelectedTermRequestSchema).check(z.maxLength(VARIATION_PARTS_MAX)),
);

/** A variation term as the pickers show it (shell §3 "Variation attribute"). */
export const VariationTermSchema = lazySchema(() =>
  z.object({
    terms_id: looseNumber,
    terms_name: looseString,
    terms_value: looseString,
    /** File name under termImageBaseUrl (type 2 swatches), or ''. */
    terms_image: looseString,
  }),
);
export type VariationTerm = z.infer<typeof VariationTermSchema>;

export const VariationAttributeSchema = lazySchema(() =>
  z.object({
    attributes: z.object({ attribute_id: optionalNumber, attribute_name: looseString, attribute_type: looseNumber }),
    attr_terms: looseArray(VariationTermSchema),
  }),
);
export type VariationAttribute = z.infer<typeof VariationAttributeSchema>;

/** rowProductData (catalogue §3 "Product (detail)", shell §3 "Product (variation drawer)"). */
export const ProductDetailSchema = lazySchema(() =>
  z.object({
    product_id: looseNumber,
    product_name: looseString,
    product_slug: looseString,
    product_sku: looseString,
    product_description: looseString,
    product_image: looseString,
    product_price: money,
    product_selling_price: money,
    product_discount: money,
    product_type: looseNumber,
    product_stock: optionalNumber,
    product_moq: looseNumber,
    /** 'Available' (stock null or above 0) or 'Out of Stock' (stock 0). */
    product_availability: looseString,
    /** 1 readily available (stock above 0), 0 made to order (shell §4). */
    product_availability_status: looseNumber,
    product_highlight: looseString,
    product_tabs: looseArray(ListingTabSchema),
    product_length: optionalNumber,
    product_width: optionalNumber,
    product_height: optionalNumber,
    product_label_name: looseString,
    product_category_id: optionalNumber,
    ufp_id: optionalNumber,
    sizeguide: preprocess(
      nullToUndefined,
      z.optional(z.object({ size_guide_name: looseString, size_guide_image: looseString })),
    ),
  }),
);
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const AdminDataSchema = lazySchema(() =>
  z.object({
    admin_whatsapp_no: looseString,
    admin_support_mobile: looseString,
    admin_support_email: looseString,
  }),
);

export const SlugRequestSchema = lazySchema(() => z.object({ slug: preprocess((v) => v ?? '', requestSlug) }));

/** `POST product-details {slug}`; an unknown slug is `status: 'error'` without rowProductData. */
export const ProductDetailsResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    rowProductData: preprocess(nullToUndefined, z.optional(ProductDetailSchema)),
    arrayImages: looseArray(z.string()),
    admin_data: preprocess(nullToUndefined, z.optional(AdminDataSchema)),
    relatedProducts: looseArray(ProductCardSchema),
    variationData: looseArray(VariationAttributeSchema),
    /** The default selected variation (the first in stock, else the cheapest). */
    selvararray: looseArray(SelectedTermSchema),
    sizeGuideBaseUrl: looseString,
    termImageBaseUrl: looseString,
  }),
);
export type ProductDetailsResponse = z.infer<typeof ProductDetailsResponseSchema>;

/** `POST variation-wise-price {variation, product_id}` (shell §7). */
export const VariationPriceRequestSchema = lazySchema(() =>
  z.object({
    variation: SelectedVariationRequestSchema,
    product_id: requestId,
  }),
);

/** The variation price result (catalogue §3): pv_quantity null = made to order. */
export const VariationPriceSchema = lazySchema(() =>
  z.object({
    pv_id: optionalNumber,
    pv_sku: looseString,
    pv_sellingprice: money,
    pv_price: money,
    pv_discount: money,
    pv_quantity: optionalNumber,
    pv_moq: looseNumber,
    pv_length: optionalNumber,
    pv_width: optionalNumber,
    pv_height: optionalNumber,
  }),
);
export type VariationPrice = z.infer<typeof VariationPriceSchema>;

export const VariationPriceResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: z.optional(looseString),
    data: preprocess(nullToUndefined, z.optional(VariationPriceSchema)),
    arrayImages: looseArray(z.string()),
  }),
);
export type VariationPriceResponse = z.infer<typeof VariationPriceResponseSchema>;

/** `POST completeTheLooksData {slug}`: the look's other pieces as product cards. */
export const CompleteTheLookResponseSchema = lazySchema(() =>
  z.object({
    status,
    resCompleteTheLooksData: looseArray(ProductCardSchema),
  }),
);

/** Recommended product (shell §3). */
export const RecommendedProductSchema = lazySchema(() =>
  z.object({
    product_id: looseNumber,
    product_slug: looseString,
    product_name: looseString,
    product_image: looseString,
    product_selling_price: money,
    product_price: money,
    product_type: looseNumber,
    variation: z.optional(z.unknown()),
  }),
);
export type RecommendedProduct = z.infer<typeof RecommendedProductSchema>;

/** `GET recommendedproductslist` (shell §7): the bag drawer and the cart page's suggestions. */
export const RecommendedProductsResponseSchema = lazySchema(() =>
  z.object({
    status,
    recommendedproducts: looseArray(RecommendedProductSchema),
  }),
);
