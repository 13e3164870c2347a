import { vi } from 'vitest';

/** A matchMedia whose `(max-width: Npx)` and reduced-motion answers follow the given viewport. */
export function stubViewport({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => {
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
    };
  });
}
