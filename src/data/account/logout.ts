import { useMutation } from '@tanstack/react-query';
import { logout } from '@schemas/calls/account';
import { callApi } from '@/data/call-api';
import { userToken } from './user-token';

/**
 * GET logout (catalogue §4 "Logout: on success the token is removed and the user goes home"). The server
 * revokes the session; the token is removed and the shopper goes home even when the session had already
 * lapsed, so a sign-out never leaves a stale token behind.
 */
export function useLogout() {
  return useMutation({
    mutationKey: ['account', 'logout'],
    mutationFn: async () => {
      try {
        return await callApi(logout);
      } finally {
        userToken.clear();
        window.location.assign('/');
      }
    },
  });
}
