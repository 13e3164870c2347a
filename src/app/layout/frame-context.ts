import { createContext, useContext } from 'react';

/**
 * Whether the matched page asks for the checkout's frame (route table: `frame: 'checkout'`): set by the
 * routes (AppRoutes, src/app/router.tsx) for the frame (RootLayout) to read.
 */
export const CheckoutFrameContext = createContext(false);

export const useCheckoutFrame = (): boolean => useContext(CheckoutFrameContext);
