/**
 * The storefront's entry (index.html). A page the server rendered (ADR 014) is already drawn: its code
 * is fetched only once the page's first, high-priority images (the hero, the first section's image) have
 * arrived and been painted, so the largest paint never shares the network with ~190 KB of script. The
 * wait is capped; a page the server did not render starts at once. So is the whole stylesheet, when the
 * server sent the page with only its own rules (ADR 035).
 *
 * Until then the page works as HTML: links navigate and the header's search is a real GET form
 * (/search-result?q=…, which the server sends on to /search-result/{term}). Other controls answer once
 * the app has started: React replays a click on a part it has not hydrated yet, once that part is
 * hydrated (ADR 016). Nothing is ever clicked again on the shopper's behalf, so nothing that pays, orders
 * or changes a bag can happen twice.
 */

import { linkFullStylesheet } from '@/app/full-stylesheet';
import { nextTask } from '@/lib/next-task';

const MAX_WAIT_MS = 2500;

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/** The next frame; a hidden tab draws none, so a timer stands in for it there. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });

async function whenFirstPaintIsDone(): Promise<void> {
  if (!document.getElementById('root')?.firstElementChild) return;
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  // Two frames: the one that paints the images, then the next, by when they are on screen.
  await nextFrame();
  await nextFrame();
}

// The whole stylesheet (a drawn page came with its own rules only, ADR 035) loads beside the app's code.
// React, the app's rules and then the rest of the app are evaluated in three tasks (ADR 038): evaluating
// every module at once was the longest task of a page's start on a slowed phone (100–150 ms).
void whenFirstPaintIsDone().then(async () => {
  void linkFullStylesheet();
  await import('./app/start-react');
  await nextTask();
  await import('./app/start-rules');
  await nextTask();
  return import('./main');
});
