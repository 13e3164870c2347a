import { createContext, use, useContext, useEffect } from 'react';
import { closeLaterPlan } from '@/renderer/hydrate-later';
import { earlyTaps } from './early-taps';

/**
 * Settles when the code a server-rendered page needs (its blocks, its page module) has arrived. The page
 * must not hydrate before: its first client render would draw skeletons where the server drew blocks.
 */
const HydrationGateContext = createContext<Promise<unknown> | null>(null);

export const HydrationGateProvider = HydrationGateContext.Provider;

/**
 * Placed inside the Suspense boundary around the page: while the gate is open the boundary keeps the
 * server's HTML (React hydrates it when the gate settles), and the header and footer hydrate at once
 * (ADR 014). Without a gate (no server render, or afterwards) it renders nothing and waits for nothing.
 */
export function HydrationGate() {
  const gate = useContext(HydrationGateContext);
  if (gate) use(gate);
  // `<html data-page="hydrated">`: the page itself (not only the frame) now runs its own handlers.
  useEffect(() => {
    document.documentElement.dataset.page = 'hydrated';
    // Sections drawn from now on are the client's own: none waits for the view (ADR 051).
    closeLaterPlan();
    // Taps that landed on the page before now are made again (ADR 020).
    earlyTaps().pageLive();
  }, []);
  return null;
}
