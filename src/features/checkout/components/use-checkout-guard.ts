import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { userToken } from '@/data/account/user-token';
import { customerBagQueryOptions } from '@/data/cart/bag';
import { cartSession } from '@/data/cart/cart-session';
import { addressSession } from '@/data/checkout/address-session';

/** Where a visitor who cannot be on this step is sent, or null to stay. */
export function checkoutDetour(
  step: 'address' | 'payment',
  visitor: { signedIn: boolean; bagCount: number | null; guestAddress: boolean },
): string | null {
  if (!visitor.signedIn) {
    // shell §2: without a token and without session data /address goes to /; a guest with neither a saved
    // address nor a bag leaves /checkout for /.
    if (visitor.bagCount === 0) return step === 'payment' && visitor.guestAddress ? '/cart' : '/';
    if (step === 'payment' && !visitor.guestAddress) return '/address';
    return null;
  }
  // A customer whose bag is empty has nothing to check out: back to the bag.
  return visitor.bagCount === 0 ? '/cart' : null;
}

/**
 * Sends a visitor who cannot be on this checkout step where they can be (above). Storage is read in the
 * effect, not from the render: a server-drawn page hydrates with storage unseen, and must not act on that.
 * `paused` while an order is being placed (its success empties the bag before the thank-you page).
 */
export function useCheckoutGuard(step: 'address' | 'payment', paused = false) {
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? null : userToken.read();
  const customerBag = useQuery({ ...customerBagQueryOptions(), enabled: token !== null });
  const customerCount = customerBag.data?.count ?? null;
  useEffect(() => {
    if (paused) return;
    const signedIn = userToken.read() !== null;
    const bagCount = signedIn ? customerCount : (cartSession.read() ?? []).length;
    if (signedIn && bagCount === null) return;
    const to = checkoutDetour(step, { signedIn, bagCount, guestAddress: addressSession.read() !== null });
    if (to) void navigate(to, { replace: true });
  }, [step, paused, customerCount, navigate]);
}
