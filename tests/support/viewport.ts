import { vi } from 'vitest';

interface Viewport {
  width: number;
  reducedMotion?: boolean;
}

/** A matchMedia whose `(max-width: Npx)` and reduced-motion answers follow the given viewport. */
export function fakeMatchMedia({ width, reducedMotion = false }: Viewport): (query: string) => MediaQueryList {
  return (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : query.includes('prefers-reduced-motion') ? reducedMotion : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Puts the test in a viewport of this size until vi.unstubAllGlobals(). */
export function stubViewport(viewport: Viewport): void {
  vi.stubGlobal('matchMedia', fakeMatchMedia(viewport));
}
