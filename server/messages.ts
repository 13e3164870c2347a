import { messages } from '@domain/messages';

/**
 * The reference back office's own answers. The specs give only the fields the storefront reads
 * (shell §7, §8: "the server message shows"), so these texts are ours; tests and the browser journeys
 * read them from here.
 */
export const serverMessages = {
  validationFailed: 'Validation failed',
  invalidJson: 'The request body is not valid JSON',
  invalidAccessKey: 'Invalid access key',
  notFound: 'Not found',
  internalError: messages.internalError,
  pageNotFound: 'Page not found',
  subscribed: 'Thank you for subscribing to our newsletter.',
  alreadySubscribed: 'This email is already subscribed.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  alreadyUnsubscribed: 'You are already unsubscribed.',
  invalidUnsubscribeLink: 'Invalid unsubscribe link.',
  sessionExpired: messages.sessionExpired,
} as const;
