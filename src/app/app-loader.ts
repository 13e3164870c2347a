/**
 * The page's one inline script (ADR 039), put in index.html in place of the app's `<script type="module">` by the
 * build (scripts/app-loader-build.ts) and allowed by its hash in the Content-Security-Policy
 * (server/http/security-headers.ts). It asks for the app's code only once a server-drawn page's first,
 * high-priority images (the hero, a product's picture, the first cards) have arrived and been painted, so
 * the largest paint never shares the network or the main thread with the app's script, not even with the
 * entry's first few kilobytes. The wait is capped; a page the server did not draw asks at once.
 *
 * The script's tag names the entry (`data-app-entry`) and the files the entry imports at once
 * (`data-app-preload`, space-separated), which are asked for beside it, with the page's data (ADR 040). It
 * reads nothing else but the page state's `queriesAt` and the tab's kept scroll positions, and
 * everything is inside one function: it is a script, not a module, and it runs before any of the app.
 */
(() => {
  const MAX_WAIT_MS = 2500;
  const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
  const entry = tag?.dataset.appEntry;
  // Takes out the head's rule that holds lazy pictures (ADR 070, below).
  const release = () => document.getElementById('held-pictures')?.remove();
  if (!tag || !entry) return release();
  // A reload, or a return to this page from another site: the page goes back to where the shopper left it.
  const returning = (() => {
    try {
      const type = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
      return type === 'reload' || type === 'back_forward';
    } catch {
      return false;
    }
  })();

  // A drawn page's data is not in its HTML (ADR 040): the state names its id, and the page's own URL answers
  // with it when asked with the id as its last parameter (pageQueriesUrl, schemas/page-queries.ts). Kept where
  // the app looks for it.
  // Whatever goes wrong here, the app is still asked for; it asks for the data itself when this did not.
  const askForTheData = () => {
    try {
      const id = (
        JSON.parse(document.getElementById('page-state')?.textContent ?? 'null') as {
          queriesAt?: unknown;
        } | null
      )?.queriesAt;
      if (typeof id !== 'string') return;
      const { pathname, search } = location;
      window.__pageQueries = fetch(`${pathname}${search ? `${search}&` : '?'}__page-queries=${id}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      }).then(
        (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
        () => null,
      );
    } catch {
      // A state that is not JSON, or no fetch: nothing asked.
    }
  };

  // Pictures below the first screen wait for the largest paint (ADR 070). The browser fetches a lazy picture
  // as soon as a layout finds it within its lazy-loading distance (1,250 px or more under the screen), even one
  // made while the page is still being parsed: beside the largest image and the app, on a slow link it shares
  // the link with them, and `/our-story`'s sixteen team, award and event pictures (180 kB) made its largest
  // paint 1.6 times the limit page's. A rule in the head (`HELD_PICTURES`, scripts/app-loader-build.ts) moves
  // every lazy picture far to the side, where the browser fetches none: a transform, so nothing is laid out
  // anew or shifts. In the next frame, with the page parsed and laid out for it, each one whose box starts on
  // the screen comes back (its section's or list item's box is measured first: those may wait for the view,
  // not laid out). Measured here instead, the page would be laid out once more, in this script's task, before
  // its first paint. The rest come back when the app is asked for or the shopper scrolls, as does a picture on the
  // screen marked `data-after-largest` (a phone's page-header strip above the larger image, ADR 071). A page
  // returned to a place (a reload, Back from another site, a fragment) has them all back at once.
  const showThoseOnScreen = (root: HTMLElement) => {
    try {
      const onScreen = (box: Element | null) => !box || box.getBoundingClientRect().top <= innerHeight;
      // All measured first, then all marked: a mark changes the page's style, and a measure after it would lay
      // the page out again, once per picture, before the first paint.
      const shown = [
        ...root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]:not([data-after-largest])'),
      ].filter((image) => onScreen(image.closest('section[data-blocks], li')) && onScreen(image));
      for (const image of shown) image.dataset.shown = '';
    } catch {
      release();
    }
  };
  const holdPictures = (root: HTMLElement) => {
    if (returning || location.hash) return release();
    requestAnimationFrame(() => showThoseOnScreen(root));
    addEventListener('scroll', release, { once: true, passive: true });
  };

  let asked = false;
  const askForTheApp = () => {
    if (asked) return;
    asked = true;
    release();
    askForTheData();
    for (const href of (tag.dataset.appPreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };

  // The next frame; a hidden tab draws none, so a timer stands in for it there.
  const nextFrame = (then: () => void) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      then();
    };
    requestAnimationFrame(once);
    setTimeout(once, 100);
  };
  // An image that has arrived may be painted frames later (it is decoded off the main thread). Where the
  // browser reports the largest paint, the app waits for it to be one of these images; four frames are the
  // bound, for text larger than them painted first and for browsers that report nothing.
  const afterTheirPaint = (images: readonly Element[]) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => images.includes((entry as LargestContentfulPaint).element as Element))) {
          observer.disconnect();
          nextFrame(askForTheApp);
        }
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // No observer: the frames alone.
    }
    nextFrame(() => nextFrame(() => nextFrame(() => nextFrame(askForTheApp))));
  };

  // A reload, or a return to this page from another site: the page goes back to where the shopper left it as
  // soon as it is parsed, not once the app has started (on a slow phone, seconds later, the page's top shown
  // until then). The app keeps the positions (src/lib/scroll-positions.ts, by history entry key in the tab's
  // session storage, under this same name) and its ScrollKeeper does the same again once it runs (ADR 049). Every
  // part of the page is laid out at its real height first, as ScrollKeeper does (ADR 050), so the scroll lands on
  // the very place. Anything amiss (no storage, nothing kept) leaves it to the app.
  const returnToPlace = () => {
    try {
      if (!returning) return;
      const state = history.state as { key?: unknown } | null;
      const key = typeof state?.key === 'string' && state.key ? state.key : 'default';
      const kept = (JSON.parse(sessionStorage.getItem('padmakshya-scroll') ?? '{}') as Record<string, unknown>)[key];
      if (typeof kept !== 'number' || !(kept > 0)) return;
      document.documentElement.dataset.wholeLayout = '';
      scrollTo(0, kept);
    } catch {
      // No storage or a malformed entry: the app's ScrollKeeper decides.
    }
  };

  const whenParsed = () => {
    returnToPlace();
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return askForTheApp();
    setTimeout(askForTheApp, MAX_WAIT_MS);
    const first = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    const images = first.filter((image) => !image.complete);
    let waiting = images.length;
    if (waiting === 0) return afterTheirPaint(first);
    const oneArrived = () => {
      waiting -= 1;
      if (waiting === 0) afterTheirPaint(first);
    };
    for (const image of images) {
      image.addEventListener('load', oneArrived, { once: true });
      image.addEventListener('error', oneArrived, { once: true });
    }
  };

  // The loader is the body's last element: the drawn page is parsed.
  const root = document.getElementById('root');
  try {
    if (root?.firstElementChild) holdPictures(root);
  } catch {
    release();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
})();
