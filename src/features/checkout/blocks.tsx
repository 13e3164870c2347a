import type { BlockRegistry } from '@/renderer/define-block';
import { specialBlocksFrom } from '@/renderer/special-blocks';

/**
 * The checkout's special blocks (issue 10 §0): /address, /checkout, /thankyou/{id}, /gifting and
 * /giftcardthankyou/{id} are page JSON naming them, rendered, validated and guarded by the renderer like CMS
 * blocks, so an editor can put a banner or a note above the payment step without code. They take no settings:
 * the visitor's bag and order are theirs. Their code is one chunk, fetched once for the whole checkout: a
 * registration here stays small, as every page's first load carries the registry.
 */
const special = specialBlocksFrom(() => import('./components/checkout-blocks'));

/** The checkout feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const checkoutBlocks: BlockRegistry = {
  'checkout-steps': special('checkout-steps', 'Checkout steps', '57px', (m) => m.CheckoutStepsBlock),
  'checkout-address': special('checkout-address', 'Checkout: address step', '560px', (m) => m.CheckoutAddressBlock),
  'checkout-payment': special('checkout-payment', 'Checkout: payment step', '560px', (m) => m.CheckoutPaymentBlock),
  'order-summary': special('order-summary', 'Order summary', '320px', (m) => m.OrderSummaryBlock),
  'order-confirmation': special('order-confirmation', 'Order confirmation', '640px', (m) => m.OrderConfirmationBlock),
  'gift-card-purchase': special('gift-card-purchase', 'Gift card purchase', '720px', (m) => m.GiftCardPurchaseBlock),
  'address-book': special('address-book', 'Address book', '640px', (m) => m.AddressBookBlock),
  'gift-card-confirmation': special(
    'gift-card-confirmation',
    'Gift card confirmation',
    '420px',
    (m) => m.GiftCardConfirmationBlock,
  ),
};
