import type { SlotProblem } from '@domain/appointment';
import { messages } from '@domain/messages';

/**
 * The reference back office's own answers. The specs give only the fields the storefront reads
 * (shell §7, §8: "the server message shows"), so these texts are ours; tests and the browser journeys
 * read them from here.
 */
export const serverMessages = {
  validationFailed: 'Validation failed',
  invalidJson: 'The request body is not valid JSON',
  nestedTooDeep: 'The request body is nested too deeply',
  unreadableBody: 'The request body could not be read',
  formWithoutBoundary: 'A multipart/form-data body needs the boundary parameter in its Content-Type header',
  malformedForm: 'The form data is malformed',
  invalidAccessKey: 'Invalid access key',
  notFound: 'Not found',
  internalError: messages.internalError,
  pageNotFound: 'Page not found',
  pageQueriesId: 'The page data id is not one this server gives',
  mediaWidth: 'w must be one of 192, 320, 480, 720, 960 or 1280',
  mediaNotRaster: 'Only WebP, PNG and JPEG images have smaller copies',
  pageQueriesUrl: 'The page URL must be a path on this site, at most 2048 characters',
  subscribed: 'Thank you for subscribing to our newsletter.',
  alreadySubscribed: 'This email is already subscribed.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  alreadyUnsubscribed: 'You are already unsubscribed.',
  invalidUnsubscribeLink: 'Invalid unsubscribe link.',
  sessionExpired: messages.sessionExpired,
  // bookanappointmentprocess (shell §7, §8 "Appointment failure: server message in a red alert").
  appointmentBooked: 'Thank you, your appointment is booked. We have sent the details to your email.',
  appointmentInvalidDate: 'Please choose a date from the calendar.',
  appointmentPastDate: 'This date has passed. Please choose another date.',
  appointmentUnknownSlot: 'Please choose one of the listed time slots.',
  appointmentSlotPassed: 'This time slot has already passed. Please choose a later one.',
  appointmentSlotTaken: 'This time slot has just been booked. Please choose another one.',
} as const;

/** Why a slot cannot be booked (domain/appointment.ts `slotProblem`), as the shopper reads it. */
export const appointmentProblemMessages: Record<SlotProblem, string> = {
  'invalid-date': serverMessages.appointmentInvalidDate,
  'past-date': serverMessages.appointmentPastDate,
  'unknown-slot': serverMessages.appointmentUnknownSlot,
  'slot-passed': serverMessages.appointmentSlotPassed,
};
