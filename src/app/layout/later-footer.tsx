import { use, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { earlyTaps } from '../early-taps';
import { partInView, viewGate, type ViewGate } from '@/lib/view-gate';

/** The foot of the frame (welcome banner and footer): code of its own, as far down every page as it is. */
const footerCode = lazyComponent(() =>
  import('@/features/footer/components/footer-frame').then((module) => module.FooterFrame),
);

/** The drawn foot's wrapper (root-layout.tsx), the part of the frame that hydrates later (ADR 051). */
const LATER_FOOTER = '[data-later-footer]';

/** Fetches the foot's code ahead (a failure is tried again by the render that needs it). */
export const preloadFooter = (): void => void footerCode.preload().catch(() => undefined);

let waiting: { part: Element; gate: ViewGate } | null = null;

/**
 * Called by the page's entry before it hydrates a server-drawn page: returns the drawn footer when it is out of
 * view (it hydrates, and its code comes, once the shopper scrolls to it), or null when it is in view (its code
 * is fetched now, with the page's).
 */
export function planLaterFooter(root: ParentNode, height: number = window.innerHeight): Element | null {
  const part = root.querySelector(LATER_FOOTER);
  waiting = null;
  if (!part) return null;
  if (partInView(part, height)) {
    preloadFooter();
    return null;
  }
  waiting = { part, gate: viewGate(part, footerCode.preload) };
  return part;
}

/**
 * The welcome banner and the footer. Hydrating a drawn page whose footer is out of view, it waits (React keeps
 * the drawn HTML) until the footer comes into view, or until React needs it sooner (a tap, a navigation); drawn
 * by the client, its code is fetched at once.
 */
export function LaterFooter({ onSignUp }: { onSignUp: () => void }) {
  const [wait] = useState(() => waiting);
  if (wait) {
    wait.gate.attempt();
    use(wait.gate.ready);
  }
  // Hydrated: taps held on it since the page's start are made now (ADR 020).
  useEffect(() => {
    if (wait) earlyTaps().partLive(wait.part);
  }, [wait]);
  return <footerCode.Component onSignUp={onSignUp} />;
}
