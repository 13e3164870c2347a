import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignedIn, useSignInKnown } from '@/data/account/user-token';

/**
 * Every account page needs a session (catalogue §2 "Account area", §6): once the browser has read its
 * storage, a visitor without a token goes to /login with this page as the redirect, so signing in comes back.
 * Answers whether the page may draw the customer's data.
 */
export function useRequireSession(): boolean {
  const signedIn = useSignedIn();
  const ready = useSignInKnown();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ready && !signedIn) {
      void navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
    }
  }, [ready, signedIn, navigate, pathname, search]);
  return ready && signedIn;
}
