/**
 * The storefront's entry (index.html). A page the server rendered (ADR 014) is already drawn: the page's one
 * inline script (src/app/app-loader.ts, ADR 039) asks for this file only once the page's first,
 * high-priority images (the hero, the first section's image) have arrived and been painted, so the largest
 * paint never shares the network with the app's script. A page the server did not render asks at once.
 *
 * Until the app has started the page works as HTML: links navigate and the header's search is a real GET
 * form (/search-result?q=…, which the server sends on to /search-result/{term}). Other controls answer once
 * the app has started: React replays a click on a part it has not hydrated yet, once that part is
 * hydrated (ADR 016). Nothing is ever clicked again on the shopper's behalf, so nothing that pays, orders
 * or changes a bag can happen twice.
 */

import { linkFullStylesheet } from '@/app/full-stylesheet';
import { nextTask } from '@/lib/next-task';

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
})();
