import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from './define-block';
import { closeLaterPlan, laterPlan, planLaterHydration, resetLaterPlan, waitsForView } from './hydrate-later';
import { PageSections } from './page-sections';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { column, section, text } from './test-utils';

// These tests bring parts into view themselves: the real observer, not tests/setup-dom.ts's stand-in.
vi.unmock('@/lib/when-near');

/** A drawn page: sections at the given tops (px), each 400 px high, with their marks. */
function drawSections(sections: { top: number; blocks: string; path?: string }[]) {
  document.body.innerHTML = `<main id="main">${sections
    .map((s) => `<section data-blocks="${s.blocks}"${s.path ? ` data-section="${s.path}"` : ''}></section>`)
    .join('')}</main>`;
  const main = document.getElementById('main') as HTMLElement;
  main.querySelectorAll('section').forEach((element, index) => {
    const top = sections[index]?.top ?? 0;
    element.getBoundingClientRect = () => ({ top, bottom: top + 400, width: 390, height: 400 }) as DOMRect;
  });
  return main;
}

afterEach(() => {
  resetLaterPlan();
  document.body.innerHTML = '';
});

describe('sections hydrating when in view (ADR 051)', () => {
  it('leaves the marked sections out of view waiting, and preloads only the types the rest use', () => {
    const main = drawSections([
      { top: 100, blocks: '11,5' },
      { top: 600, blocks: '1', path: 'mobile[1]' },
      { top: 1200, blocks: '1,2', path: 'mobile[2]' },
      { top: 1700, blocks: '5,16', path: 'mobile[3]' },
    ]);
    const plan = planLaterHydration(main, ['11', '5', '1', '2', '16', 'hero-banner'], () => undefined, 844);
    // '1' is used in view (mobile[1]); '5' by the first section; the hero is no section's.
    expect(plan.now).toEqual(['11', '5', '1', 'hero-banner']);
    expect(plan.later.map((part) => part.getAttribute('data-section'))).toEqual(['mobile[2]', 'mobile[3]']);
    expect(waitsForView(laterPlan(), 'mobile[2]')).toBe(true);
    expect(waitsForView(laterPlan(), 'mobile[1]')).toBe(false);
  });

  it('plans nothing once the page has hydrated, nor for a page with every section in view', () => {
    const main = drawSections([{ top: 1200, blocks: '1', path: 'browser[1]' }]);
    planLaterHydration(main, ['1'], () => undefined, 800);
    expect(laterPlan()).not.toBeNull();
    closeLaterPlan();
    expect(laterPlan()).toBeNull();

    const short = drawSections([{ top: 100, blocks: '1', path: 'browser[1]' }]);
    expect(planLaterHydration(short, ['1'], () => undefined, 800)).toEqual({ now: ['1'], later: [] });
    expect(laterPlan()).toBeNull();
  });
});

/** An IntersectionObserver whose entries the test brings into view. */
function mockIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Observer {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return () => {
    for (const observer of observers)
      if (observer.targets.length > 0)
        observer.callback(
          observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        );
  };
}

const TextSchema = z.object({ home_type: z.literal(4), home_text_title: z.string() });
const ImageSchema = z.object({ home_type: z.literal(5), home_image: z.string() });
const Text = ({ home_text_title }: z.infer<typeof TextSchema>) => <p>{home_text_title}</p>;
const image = defineBlock({
  type: 5,
  name: 'Image',
  schema: ImageSchema,
  component: ({ home_image }) => <img src={home_image} alt="" />,
});

describe('a drawn page hydrating with a section out of view (ADR 051)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the section as drawn, without its code or a parse, until it comes into view', async () => {
    const sections = [
      section([column([{ home_type: 5, home_image: '/hero.jpg' }])]),
      section([column([text('Woven in Varanasi')])]),
    ];
    const page = (registry: BlockRegistry) => (
      <RegistryProvider registry={registry}>
        <PreviewModeProvider value={false}>
          <PageSections sections={sections} path="mobile" layOutLater />
        </PreviewModeProvider>
      </RegistryProvider>
    );
    // The server has every block's code; the browser fetches the text block's lazily.
    const drawn = renderToString(
      page({ 4: defineBlock({ type: 4, name: 'Rich text', schema: TextSchema, component: Text }), 5: image }),
    );
    const load = vi.fn(async () => Text);
    const browser = { 4: defineBlock({ type: 4, name: 'Rich text', schema: TextSchema, load }), 5: image };
    // The waiting section's block is parsed only when the section draws (ADR 065).
    const parseText = vi.spyOn(browser[4], 'parse');
    const bringIntoView = mockIntersections();
    const root = document.createElement('div');
    root.innerHTML = drawn;
    document.body.append(root);
    const waiting = root.querySelector('section[data-section="mobile[1]"]');
    expect(waiting?.textContent).toBe('Woven in Varanasi');

    const live = vi.fn();
    // jsdom lays nothing out: every section reads as out of view, and only the one after the first waits.
    const plan = planLaterHydration(root, ['5', '4'], live, 800);
    expect(plan).toEqual({ now: ['5'], later: [waiting] });
    await act(async () => {
      hydrateRoot(root, page(browser));
    });
    closeLaterPlan();
    expect(load).not.toHaveBeenCalled();
    expect(parseText).not.toHaveBeenCalled();
    expect(root.querySelector('section[data-section="mobile[1]"]')).toBe(waiting);
    expect(live).not.toHaveBeenCalled();

    await act(async () => {
      bringIntoView();
    });
    await waitFor(() => expect(live).toHaveBeenCalledWith(waiting));
    expect(load).toHaveBeenCalledTimes(1);
    expect(parseText).toHaveBeenCalled();
    // Hydrated where it was drawn: the same element, now React's.
    expect(root.querySelector('section[data-section="mobile[1]"]')).toBe(waiting);
    expect(waiting?.textContent).toBe('Woven in Varanasi');
  });
});
