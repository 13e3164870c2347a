import { formatINR } from '@domain/money';
import { mediaUrl } from '@/lib/media';
import itemStyles from './order-item.module.css';

/** An order's line as the back office sends it (shell §3 "Order item"). */
export interface SoldItem {
  td_item_image: string;
  td_item_title: string;
  td_selected_variation: { attr: string; terms: string }[];
  td_selected_other_variation: { attr: string; terms: string }[];
  td_item_qty: number;
  td_item_sellling_price: number;
}

/** A sold line as OrderItem draws it: its variations, chosen and other, together. */
export const soldItemView = (item: SoldItem): OrderItemView => ({
  image: item.td_item_image,
  title: item.td_item_title,
  variations: [...item.td_selected_variation, ...item.td_selected_other_variation],
  quantity: item.td_item_qty,
  price: item.td_item_sellling_price,
});

export interface OrderItemView {
  image: string;
  title: string;
  /** "attr - terms" lines (shell §2 "Order confirmation": selected and other variations). */
  variations: { attr: string; terms: string }[];
  quantity: number;
  /** The selling price of one piece, in rupees. */
  price: number;
}

/**
 * One line of an order: image, title, its variations as "attribute - terms", quantity and selling price,
 * one view for the checkout's summary, the confirmation and the account's order detail (STYLE 16).
 */
export function OrderItem({ item }: { item: OrderItemView }) {
  return (
    <li className={itemStyles.item}>
      <span className={itemStyles.itemImage}>
        <img src={mediaUrl(item.image)} alt="" width={64} height={64} loading="lazy" decoding="async" />
        <span className={itemStyles.itemQty} aria-hidden="true">
          {item.quantity}
        </span>
      </span>
      <span className={itemStyles.itemText}>
        <span className={itemStyles.itemTitle}>{item.title}</span>
        {item.variations.map((v) => (
          <span key={`${v.attr}-${v.terms}`} className={itemStyles.muted}>
            {v.attr} - {v.terms}
          </span>
        ))}
        <span className={itemStyles.muted}>Qty: {item.quantity}</span>
      </span>
      <span className={itemStyles.itemPrice}>{formatINR(item.price)}</span>
    </li>
  );
}
