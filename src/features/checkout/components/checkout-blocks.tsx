/** The checkout steps' blocks, loaded together: a shopper on /address goes on to /checkout. */
export { CheckoutSteps as CheckoutStepsBlock } from './checkout-steps';
export { AddressStep as CheckoutAddressBlock } from './address-step';
export { PaymentStep as CheckoutPaymentBlock } from './payment-step';
export { OrderSummary as OrderSummaryBlock } from './order-summary';
