import { messages } from '@domain/messages';
import { userToken } from './user-token';

/** Whether a signed-in call's answer says the session has lapsed (catalogue §6, shell §8). */
export const isSessionExpired = (answer: { status: string; message: string }): boolean =>
  answer.status === 'error' && (answer.message === messages.sessionExpired || answer.message === 'Unauthorized');

/**
 * spec: catalogue §6, §8; shell §8 — a 'Session expired' or 'Unauthorized' answer removes the token and
 * sends the shopper home. Every signed-in call's data home passes its answer through here; answers whether
 * the session had lapsed, so the caller stops.
 */
export function endExpiredSession(answer: { status: string; message: string }): boolean {
  if (!isSessionExpired(answer)) return false;
  userToken.clear();
  window.location.assign('/');
  return true;
}
