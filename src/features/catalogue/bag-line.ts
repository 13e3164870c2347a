import { availabilityOf } from '@domain/availability';
import type { ProductDetail, SelectedTerm } from '@schemas/catalogue-product';
import type { AddToBagLine } from '@/data/cart/bag-changes';
import type { ShownProduct } from './product-view';

/**
 * What the product page and the variation drawer add to the bag: the product as shown, with the chosen
 * variation. Its prices are for showing the line at once; the server prices every line from the database.
 */
export function bagLineOf(
  product: ProductDetail,
  shown: ShownProduct,
  selection: readonly SelectedTerm[],
): AddToBagLine {
  const variable = product.product_type === 1;
  return {
    product_id: product.product_id,
    product_name: product.product_name,
    product_slug: product.product_slug,
    product_image: shown.images[0] ?? product.product_image,
    product_type: product.product_type,
    product_price: shown.price,
    product_selling_price: shown.sellingPrice,
    product_discount: shown.discount,
    product_category_id: product.product_category_id,
    selected_variation: variable ? selection.map((s) => ({ ...s })) : [],
    // shell §2 "Bag drawer": the made-to-order note shows when this is 0.
    product_availability_status: availabilityOf(shown.stock).readilyAvailable ? 1 : 0,
  };
}
