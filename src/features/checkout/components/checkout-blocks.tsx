/** The checkout's blocks, one chunk: a shopper on /address goes on to /checkout and /thankyou. */
export { CheckoutSteps as CheckoutStepsBlock } from './checkout-steps';
export { AddressStep as CheckoutAddressBlock } from './address-step';
export { PaymentStep as CheckoutPaymentBlock } from './payment-step';
export { OrderSummary as OrderSummaryBlock } from './order-summary';
export { OrderConfirmation as OrderConfirmationBlock } from './order-confirmation';
export { GiftCardPurchase as GiftCardPurchaseBlock } from './gift-card-purchase';
export { GiftCardConfirmation as GiftCardConfirmationBlock } from './gift-card-confirmation';
export { AddressBook as AddressBookBlock } from './address-book';
