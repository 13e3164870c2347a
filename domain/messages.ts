/**
 * Shopper-facing messages, copied exactly from the specs (typos included: the back office and the
 * shop's customers know them). spec: shell §5, §8; catalogue §2, §5.
 */
export const messages = {
  searchEmpty: 'Please type something here to search',
  searchTooShort: 'Please type atleast two character for better search',
  newsletterEmpty: 'Please enter the email id.',
  invalidEmail: 'Invalid Email Format',
  internalError: 'Internal Error, Please try later.',
  noSearchResult: 'No Search Result Found',
  notFoundTitle: 'Oops, you found our 404 page',
  notFoundBody: 'The page you requested does not exist.',
  routerFallback: 'Unexpected Application Error!',
  sessionExpired: 'Session expired',
  madeToOrder:
    'If the design is not readily available it will be made to order, which will take us approximately 25-30 days.',
  // spec: shell §5 "Appointment": Continue on step 1 without a date, then without a slot.
  appointmentDateRequired: 'Please select the date for book the appointment',
  appointmentSlotRequired: 'Please select the time slot for book the appointment',
  // spec: catalogue §8, shell §8 "Wishlist toasts".
  wishlistAdded: 'Added to Wishlist',
  // spec: shell §8 "Coupon code required", "Gift card code required".
  couponRequired: 'Please enter Coupon Code',
  giftCardRequired: 'Please enter Gift Card',
  wishlistRemoved: 'Removed from wishlist',
  // spec: catalogue §5 "Drop a hint": the sender's messages; the recipient's are not in the spec (ours, parallel).
  hintRecipientName: 'Please enter the Recipient Name',
  hintRecipientEmail: 'Please enter the Recipient Email',
  hintSenderName: 'Please enter the Sender Name',
  hintSenderEmail: 'Please enter the Sender Email',
  // spec: catalogue §5 "Login": an empty field only gets a red border; these name it for screen readers.
  loginEmailRequired: 'Please enter your email',
  loginPasswordRequired: 'Please enter your password',
  // spec: catalogue §5 "Register": the mobile pattern; the required fields' texts are ours (the spec names none).
  phoneTenDigits: 'Phone Number must be in 10 Digits',
  registerNameRequired: 'Please enter your full name',
  registerMobileRequired: 'Please enter your mobile number',
  registerCountryCodeRequired: 'Please choose your country code',
  // Ours: issue 11 §1 asks for a minimum strength with a clear message.
  weakPassword: 'Password must be at least 8 characters long and include a letter and a number',
  confirmPasswordRequired: 'Please confirm your password',
  // spec: catalogue §5 "Change password (profile) and reset".
  resetPasswordMismatch: 'The password and confirmation password does not match',
  profilePasswordMismatch: 'Password and confirm password should be same',
  // spec: catalogue §2, §5, §8 — the account area's questions, empty states and the cancel reason.
  logoutQuestion: 'Are you sure ? Want to log out',
  deleteAddressQuestion: 'Are you sure about delete the address ?',
  cancelReasonRequired: 'Please choose cancel reason',
  noRecentOrders: "You haven't placed any orders yet.",
  noOrders: 'No Orders Found!',
  noAddresses: 'No Address Found!',
  // spec: catalogue §8 "Empty states".
  noFaqs: 'No FAQ Found for this category',
  // Ours: issue 12 §1 — the order lookup of /order-status (the spec gives the box no behaviour). One neutral
  // answer for a wrong number, a wrong e-mail or both, so it never tells whether an order number exists.
  trackOrderNumberRequired: 'Please enter your Order Id',
  trackOrderEmailRequired: 'Please enter the email used for the order',
  trackOrderNotFound: 'We could not find an order with that Order Id and email. Please check both and try again.',
  trackOrderThrottled: 'Too many attempts. Please try again in an hour.',
} as const;
