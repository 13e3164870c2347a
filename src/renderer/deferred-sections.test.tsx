import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineBlock, type BlockRegistry } from '@/renderer/define-block';
import { DEFERRED_ATTRIBUTE } from './deferred-sections';
import { PageSections } from './page-sections';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { column, section } from './test-utils';

/** An IntersectionObserver the test moves by hand: `near(element)` brings an element near the screen. */
class HandObserver {
  static all: HandObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    HandObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  static near(element: Element) {
    for (const observer of HandObserver.all) {
      if (!observer.watched.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const CounterSchema = z.object({ home_type: z.literal(40), home_text_title: z.string() });

/** A block with a control (a counter), its code loaded lazily and counted. */
const registry: BlockRegistry = {
  40: defineBlock({
    type: 40,
    name: 'Counter',
    schema: CounterSchema,
    load: async () =>
      function Counter({ home_text_title }: z.infer<typeof CounterSchema>) {
        const [count, setCount] = useState(0);
        return (
          <button type="button" onClick={() => setCount((n) => n + 1)}>
            {home_text_title} {count}
          </button>
        );
      },
  }),
};

const counter = (title: string) => ({ home_type: 40, home_text_title: title });
const PAGE = [
  section([column([counter('First')])]),
  section([column([counter('Second')])]),
  section([column([counter('Third')])]),
];

const Page = () => (
  <RegistryProvider registry={registry}>
    <PreviewModeProvider value={false}>
      <PageSections sections={PAGE} />
    </PreviewModeProvider>
  </RegistryProvider>
);

const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
const deferred = (container: Element, path: string) =>
  [...container.querySelectorAll(`[${DEFERRED_ATTRIBUTE}]`)].find((e) => e.getAttribute(DEFERRED_ATTRIBUTE) === path) ??
  null;

let container: HTMLElement;

/** The page as the server draws it: there is no window there. */
function serverHtml() {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
  }
}

beforeEach(async () => {
  HandObserver.all = [];
  // The server has every block's code; so does this page's first section in the browser (main.tsx preloads it).
  await registry[40]?.preload();
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  vi.stubGlobal('IntersectionObserver', HandObserver);
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate() {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('sections below the first hydrate when they come near the screen (ADR 030)', () => {
  it('hydrates the first section at once and the others only when near, keeping the server’s nodes', async () => {
    const second = deferred(container, 'sections[1]');
    const third = deferred(container, 'sections[2]');
    expect(container.querySelector(`[${DEFERRED_ATTRIBUTE}="sections[0]"]`)).toBeNull();
    expect(second?.textContent).toBe('Second 0');

    expect(await hydrate()).toEqual([]);
    expect(hydrated(container.querySelector('section'))).toBe(true);
    expect(hydrated(second)).toBe(false);
    expect(hydrated(third)).toBe(false);

    await act(async () => HandObserver.near(third as Element));
    expect(hydrated(third)).toBe(true);
    expect(deferred(container, 'sections[2]')).toBe(third);
    expect(hydrated(second)).toBe(false);
  });

  it('holds a tap on a control in a section not hydrated yet, hydrates it and makes the tap again', async () => {
    await hydrate();
    const second = deferred(container, 'sections[1]') as Element;
    const button = second.querySelector('button') as HTMLButtonElement;
    expect(hydrated(button)).toBe(false);

    await act(async () => {
      button.click();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(hydrated(button)).toBe(true);
    expect(button.textContent).toBe('Second 1');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('draws every section at once on a page drawn afresh in the browser', async () => {
    const fresh = document.createElement('div');
    document.body.append(fresh);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(fresh).render(<Page />));
    expect([...fresh.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['First 0', 'Second 0', 'Third 0']);
    fresh.remove();
  });
});
