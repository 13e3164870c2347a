/**
 * The storefront's entry (index.html). A page the server rendered (ADR 014) is already drawn: its code
 * is fetched only once the page's first, high-priority images (the hero, the first section's image) have
 * arrived and been painted, so the largest paint never shares the network with ~190 KB of script. The
 * wait is capped; a page the server did not render starts at once.
 */
import { recordEarlyClicks } from './app/early-clicks';

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
  // Its buttons are on screen before they work: clicks on them wait for the app (early-clicks.ts).
  recordEarlyClicks();
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  // Two frames: the one that paints the images, then the next, by when they are on screen.
  await nextFrame();
  await nextFrame();
}

void whenFirstPaintIsDone().then(() => import('./main'));
