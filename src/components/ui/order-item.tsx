import { formatINR } from '@domain/money';
import { mediaUrl } from '@/lib/media';
import itemStyles from './order-item.module.css';

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
