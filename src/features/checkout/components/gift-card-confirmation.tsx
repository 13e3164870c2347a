import { Link, useParams } from 'react-router-dom';
import { formatINR } from '@domain/money';
import { useGiftCardOrder } from '@/data/checkout/gift-card-purchase';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import styles from './checkout.module.css';
import gift from './gift-card.module.css';

/**
 * `gift-card-confirmation` (spec: shell §2 "Gift card confirmation"): order id, name, "Your gift card has been
 * sent to your email.", the card's code, its value, the recipient's e-mail and the transaction id; for the
 * customer who bought it, else the not-found state.
 */
export function GiftCardConfirmation() {
  const { id = '' } = useParams();
  const order = useGiftCardOrder(id);
  if (order.isPending) {
    return (
      <div className={gift.layout} role="status" aria-label="Loading your gift card">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="280px" />
      </div>
    );
  }
  const card = order.data;
  if (!card) {
    return (
      <div className={`${gift.layout} ${gift.intro}`}>
        <h1 className={gift.heading}>Gift card not found</h1>
        <p className={styles.muted}>
          We could not find this gift card. Please sign in with the account that bought it.
        </p>
        <Link to="/" className={button.primary}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  const facts: [string, string][] = [
    ['Order id', card.gt_unique_id],
    ['Name', card.gt_user_name],
    ['Gift card code', card.gt_giftcard_code],
    ['Value', formatINR(card.gt_amount)],
    ['Recipient e-mail', card.reciepient_mail],
    ['Transaction id', card.gt_transaction_id],
  ];
  return (
    <article className={gift.layout} aria-labelledby="gift-thanks">
      <div className={gift.intro}>
        <h1 id="gift-thanks" className={gift.heading}>
          Thank you, {card.gt_user_name}!
        </h1>
        <p>Your gift card has been sent to your email.</p>
      </div>
      <div className={styles.box}>
        <dl className={gift.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={label === 'Gift card code' ? gift.code : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link to="/" className={button.primary}>
        Continue Shopping
      </Link>
    </article>
  );
}
