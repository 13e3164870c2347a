import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { provideSanitizer } from '@/components/ui/safe-html';
import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { fakeMatchMedia } from './support/viewport';

afterEach(() => cleanup());

// CMS HTML is sanitized at once in tests, as on the server (the browser loads the sanitizer on demand, ADR 034).
provideSanitizer(sanitizeHtml);

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
// jsdom lays nothing out, so nothing would ever come near the viewport: here everything already is (a slider's
// engine starts as on a page's first screen). src/lib/when-near.test.ts tests the real one.
vi.mock('@/lib/when-near', () => ({
  NEAR_MARGIN: '100% 0px',
  IN_VIEW: '0px',
  whenNear: (_node: Element, then: () => void) => {
    then();
    return () => undefined;
  },
}));
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: InertObserver });

// Each test file runs in its own VM context with jsdom's globals (vitest.config.ts, pool vmForks): Node's web
// streams are not among them, and MSW (the Storybook stories' preview) reaches for them.
if (!('WritableStream' in globalThis)) {
  const streams = await import('node:stream/web');
  Object.assign(globalThis, {
    WritableStream: streams.WritableStream,
    ReadableStream: streams.ReadableStream,
    TransformStream: streams.TransformStream,
  });
}
