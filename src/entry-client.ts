/**
 * The storefront's entry (index.html). A page the server rendered (ADR 014) is already drawn: the page's one
 * inline script (src/app/app-loader.ts, ADR 039) asks for this file only once the page's first,
 * high-priority images (the hero, the first section's image) have arrived and been painted, so the largest
 * paint never shares the network with the app's script. A page the server did not render asks at once.
 *
 * Until the app has started the page works as HTML: links navigate and the header's search is a real GET
 * form (/search-result?q=…, which the server sends on to /search-result/{term}). A tap or a key on any other
 * control of a drawn page is kept from the moment this file runs, before React and the app have even
 * arrived, and made once again when the part it landed on has hydrated (ADR 020); a control tapped twice
 * meanwhile is made again once, so nothing that pays, orders or changes a bag can happen twice.
 */

import { earlyTaps, holdEarlyTaps } from '@/app/early-taps';
import { linkFullStylesheet } from '@/app/full-stylesheet';
import { nextTask } from '@/lib/next-task';

// A page the server drew: its controls are on screen but answer nothing until the app has hydrated them.
// The app (main.tsx) lets go at once if it will not hydrate this markup.
const root = document.getElementById('root');
if (root?.firstElementChild) holdEarlyTaps(root, document.getElementById('main'));

// The whole stylesheet (a drawn page came with its own rules only, ADR 035) loads beside the app's code.
// React, the app's rules and then the rest of the app are evaluated in three tasks (ADR 038): evaluating
// every module at once was the longest task of a page's start on a slowed phone (100–150 ms).
void (async () => {
  void linkFullStylesheet();
  await import('./app/start-react');
  await nextTask();
  await import('./app/start-rules');
  await nextTask();
  return import('./main');
})().catch((error: unknown) => {
  // The app's code did not arrive: the page stays HTML, and a tap on it is no longer kept for an app that
  // will not come. The failure is still reported as an unhandled one was.
  earlyTaps().release();
  throw error;
});
