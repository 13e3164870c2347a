import { afterEach, describe, expect, it } from 'vitest';
import { closeLaterPlan, laterPlan, planLaterHydration, resetLaterPlan, waitsForView } from './hydrate-later';

/** A drawn page: sections at the given tops (px), each 400 px high, with their marks. */
function drawSections(sections: { top: number; blocks: string; path?: string }[]) {
  document.body.innerHTML = `<main id="main">${sections
    .map((s) => `<section data-blocks="${s.blocks}"${s.path ? ` data-section="${s.path}"` : ''}></section>`)
    .join('')}</main>`;
  const main = document.getElementById('main') as HTMLElement;
  main.querySelectorAll('section').forEach((element, index) => {
    const top = sections[index]?.top ?? 0;
    element.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
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
