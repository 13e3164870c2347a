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

/** The drawn foot, and its wait for the view when it was drawn out of view (null: it hydrates with the frame). */
let planned: { part: Element; gate: ViewGate | null } | null = null;

/**
 * Called by the page's entry before it hydrates a server-drawn page: returns the drawn foot, on which taps are
 * held until it has hydrated (ADR 020), or null when none was drawn. Out of view, it hydrates (and its code comes)
 * once the shopper scrolls to it; in view (a short page), its code is fetched now and it hydrates with the frame.
 * Either way it cannot hydrate before its code has come, and React drops a tap on a part it cannot hydrate on the
 * spot: a tap on SIGN UP of a short page, made before the foot's code had come, did nothing.
 */
export function planLaterFooter(root: ParentNode, height: number = window.innerHeight): Element | null {
  const part = root.querySelector(LATER_FOOTER);
  planned = null;
  if (!part) return null;
  if (partInView(part, height)) {
    preloadFooter();
    planned = { part, gate: null };
  } else {
    planned = { part, gate: viewGate(part, footerCode.preload) };
  }
  return part;
}

/**
 * The welcome banner and the footer. Hydrating a drawn page whose footer is out of view, it waits (React keeps
 * the drawn HTML) until the footer comes into view, or until React needs it sooner (a tap, a navigation: see
 * `viewGate`); drawn by the client, its code is fetched at once.
 */
export function LaterFooter(props: { onSignUp: () => void }) {
  const { onSignUp } = props;
  const [plan] = useState(() => planned);
  if (plan?.gate) {
    plan.gate.attempt(props);
    use(plan.gate.ready);
  }
  // Hydrated: taps held on it since the page's start are made now (ADR 020).
  useEffect(() => {
    if (plan) earlyTaps().partLive(plan.part);
  }, [plan]);
  return <footerCode.Component onSignUp={onSignUp} />;
}
