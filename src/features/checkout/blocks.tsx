import { z } from 'zod/mini';
import type { SpecialBlockType } from '@schemas/cms';
import { Skeleton } from '@/components/ui/skeleton';
import { defineBlock, type BlockRegistry } from '@/renderer/define-block';

/**
 * The checkout's special blocks (issue 10 §0): /address, /checkout, /thankyou/{id}, /gifting and
 * /giftcardthankyou/{id} are page JSON naming
 * them, rendered, validated and guarded by the renderer like CMS blocks, so an editor can put a banner or a
 * note above the payment step without code. They take no settings: the visitor's bag and order are theirs.
 */
const special = <T extends SpecialBlockType>(type: T) => z.object({ home_type: z.literal(type) });

const steps = () => import('./components/checkout-blocks');

export const checkoutStepsBlock = defineBlock({
  type: 'checkout-steps',
  name: 'Checkout steps',
  schema: special('checkout-steps'),
  skeleton: () => <Skeleton height="57px" />,
  load: () => steps().then((m) => m.CheckoutStepsBlock),
});

export const checkoutAddressBlock = defineBlock({
  type: 'checkout-address',
  name: 'Checkout: address step',
  schema: special('checkout-address'),
  skeleton: () => <Skeleton height="560px" />,
  load: () => steps().then((m) => m.CheckoutAddressBlock),
});

export const checkoutPaymentBlock = defineBlock({
  type: 'checkout-payment',
  name: 'Checkout: payment step',
  schema: special('checkout-payment'),
  skeleton: () => <Skeleton height="560px" />,
  load: () => steps().then((m) => m.CheckoutPaymentBlock),
});

export const orderSummaryBlock = defineBlock({
  type: 'order-summary',
  name: 'Order summary',
  schema: special('order-summary'),
  skeleton: () => <Skeleton height="320px" />,
  load: () => steps().then((m) => m.OrderSummaryBlock),
});

export const orderConfirmationBlock = defineBlock({
  type: 'order-confirmation',
  name: 'Order confirmation',
  schema: special('order-confirmation'),
  skeleton: () => <Skeleton height="640px" />,
  load: () => import('./components/order-confirmation').then((m) => m.OrderConfirmation),
});

export const giftCardPurchaseBlock = defineBlock({
  type: 'gift-card-purchase',
  name: 'Gift card purchase',
  schema: special('gift-card-purchase'),
  skeleton: () => <Skeleton height="720px" />,
  load: () => import('./components/gift-card-purchase').then((m) => m.GiftCardPurchase),
});

export const giftCardConfirmationBlock = defineBlock({
  type: 'gift-card-confirmation',
  name: 'Gift card confirmation',
  schema: special('gift-card-confirmation'),
  skeleton: () => <Skeleton height="420px" />,
  load: () => import('./components/gift-card-confirmation').then((m) => m.GiftCardConfirmation),
});

/** The checkout feature's special blocks, composed into the app's registry (src/app/block-registry.ts). */
export const checkoutBlocks: BlockRegistry = {
  'checkout-steps': checkoutStepsBlock,
  'checkout-address': checkoutAddressBlock,
  'checkout-payment': checkoutPaymentBlock,
  'order-summary': orderSummaryBlock,
  'order-confirmation': orderConfirmationBlock,
  'gift-card-purchase': giftCardPurchaseBlock,
  'gift-card-confirmation': giftCardConfirmationBlock,
};
