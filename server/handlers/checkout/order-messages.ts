/** The order's own answers (ours: the spec lists only order_number and message). */
export const orderMessages = {
  placed: 'Your order has been placed.',
  bagEmpty: 'Your shopping bag is empty.',
  lineStops: 'Some items in your bag have changed. Please check your bag before placing the order.',
  noAddress: 'Please add a shipping address.',
  placeUnknown: 'Please choose the country, state and city from the lists.',
  giftCardTaken: 'This gift card has already been used.',
  notYours: 'This order request was already used.',
  codOnly: 'Please choose Cash on Delivery to place this order without paying now.',
  // Online payment (ADR 022).
  onlineOnly: 'Please choose UPI, a card, a wallet or net banking to pay online.',
  awaitingPayment: 'Please complete the payment to place your order.',
  nothingToPayOnline: 'Nothing is left to pay online for this order. Please choose Cash on Delivery to place it.',
  paymentUnavailable: 'We could not start the payment just now. Please try again, or choose Cash on Delivery.',
  paymentNotFound: 'This payment could not be matched to an order.',
  paymentUnverified: 'We could not verify this payment. If money was taken, it will be refunded.',
  alreadyPaid: 'This order has already been paid.',
  released: 'Your order was not placed and nothing was kept for it. You can try the payment again.',
  refundDue:
    'Your payment arrived after the order had been released and an item is no longer available. The amount will be refunded to you.',
} as const;
