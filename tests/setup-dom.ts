import { cleanup } from '@testing-library/react';
import { loadSanitizer } from '@/components/ui/safe-html';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './support/viewport';

afterEach(() => cleanup());

// jsdom lacks matchMedia; the renderer's browser/mobile switch reads it. Tests default to a desktop
// viewport; stubViewport() in tests/support/viewport.ts changes it for one test.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia({ width: 1280 });

// jsdom lacks IntersectionObserver and ResizeObserver; embla-carousel (hero, sliders) needs both.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: InertObserver });
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: InertObserver });

// CMS HTML renders at once, as on the server, once its sanitizer has loaded (the browser loads it on
// demand, src/components/ui/safe-html.tsx); components under test expect their text on the first render.
await loadSanitizer();
