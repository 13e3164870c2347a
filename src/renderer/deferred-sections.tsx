import { memo, Suspense, use, useEffect } from 'react';
import { focusesOnly, HELD_CONTROLS } from '@/lib/held-controls';
import { AboveTheFoldContext, type BlockDefinition } from './define-block';
import { SectionView } from './node-views';
import type { SectionNode } from './parse-page';

/**
 * Sections that hydrate when they come near the screen (ADR 030). When React hydrates a server-drawn page,
 * the sections below its first one keep the server's HTML, inert, until they come within NEAR of the
 * viewport; only then does their blocks' code load and React hydrate them. So a page's start-up loads and
 * runs the code of what the shopper sees, not of the whole page, and no long task hydrates it all at once.
 *
 * A tap on a control in a section not hydrated yet (a heart, Add to Cart) is held, wakes the section, and is
 * made again once the section has hydrated, as the page's early taps are (ADR 020). Links are let through.
 */

/** How far below (or above) the screen a section starts to hydrate. */
export const NEAR = '300px 0px';

/** The attribute that finds a deferred section's server-drawn element. */
export const DEFERRED_ATTRIBUTE = 'data-deferred-section';

interface Region {
  wake: () => void;
  /** Settles once the section has come near and its blocks' code has arrived (never rejects). */
  ready: Promise<unknown>;
  woken: boolean;
  hydrated: boolean;
  element: Element | null;
  held: HTMLElement[];
}

/** The blocks a section draws. */
export const sectionBlocks = (section: SectionNode): BlockDefinition[] =>
  section.columns.flatMap((column) =>
    column.kind === 'column' ? column.details.flatMap((detail) => (detail.kind === 'block' ? [detail.def] : [])) : [],
  );

/**
 * One per hydrating page: when each deferred section may hydrate, and the taps that wait for one. React may
 * try a waiting section before or after the page's first commit, so a section found before `start` is
 * watched from `start`, and one found after it at once.
 */
export class SectionWakeups {
  private readonly regions = new Map<string, Region>();
  private observer: IntersectionObserver | null = null;
  private root: ParentNode | null = null;
  private listening = false;

  /** The promise the section at `path` waits on before it hydrates (the same one for every call). */
  wait(path: string, blocks: readonly BlockDefinition[]): Promise<unknown> {
    const known = this.regions.get(path);
    if (known) return known.ready;
    let resolve = () => {};
    const woken = new Promise<void>((settle) => (resolve = settle));
    const region: Region = {
      wake: () => {
        region.woken = true;
        resolve();
      },
      // A block whose code fails to load shows its own error state once the section renders.
      ready: woken.then(() => Promise.all(blocks.map((block) => block.preload()))),
      woken: false,
      hydrated: false,
      element: null,
      held: [],
    };
    this.regions.set(path, region);
    if (this.root) this.watch(path, region);
    return region.ready;
  }

  /**
   * After the page's first commit: watches each waiting section's server-drawn element come near the screen
   * and holds taps on it. A section whose element cannot be found, or a browser without
   * IntersectionObserver, hydrates at once.
   */
  start(root: ParentNode = document): void {
    this.root = root;
    if (typeof IntersectionObserver !== 'undefined') {
      this.observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            this.observer?.unobserve(entry.target);
            this.regionOf(entry.target)?.wake();
          }
        },
        { rootMargin: NEAR },
      );
    }
    if (!this.listening) document.addEventListener('click', this.onClick, true);
    this.listening = true;
    for (const [path, region] of this.regions) this.watch(path, region);
  }

  private watch(path: string, region: Region): void {
    if (region.woken || !this.root) return;
    region.element =
      [...this.root.querySelectorAll(`[${DEFERRED_ATTRIBUTE}]`)].find(
        (element) => element.getAttribute(DEFERRED_ATTRIBUTE) === path,
      ) ?? null;
    if (region.element && this.observer) this.observer.observe(region.element);
    else region.wake();
  }

  private regionOf(element: Element): Region | undefined {
    return [...this.regions.values()].find((region) => region.element === element);
  }

  /** The section at `path` has hydrated: taps held on it are made again. */
  hydrated(path: string): void {
    const region = this.regions.get(path);
    if (!region || region.hydrated) return;
    region.hydrated = true;
    if (region.element) this.observer?.unobserve(region.element);
    const due = region.held.splice(0);
    // After React's own work for this commit, as early taps are replayed.
    if (due.length > 0) {
      window.setTimeout(() => {
        for (const control of due) {
          control.removeAttribute('aria-busy');
          if (control.isConnected) control.click();
        }
      }, 0);
    }
  }

  /** Stops watching and holding (the page has gone). */
  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.root = null;
    if (this.listening) document.removeEventListener('click', this.onClick, true);
    this.listening = false;
  }

  private readonly onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const target = event.target;
    const region = [...this.regions.values()].find((r) => !r.hydrated && r.element?.contains(target));
    if (!region) return;
    const control = target.closest(`${HELD_CONTROLS},a[href]`);
    if (!control || control.matches('a[href]') || !region.element?.contains(control) || focusesOnly(control)) return;
    if ((control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!region.held.includes(control as HTMLElement)) region.held.push(control as HTMLElement);
    control.setAttribute('aria-busy', 'true');
    region.wake();
  };
}

function WaitForSection({ wakeups, section }: { wakeups: SectionWakeups | null; section: SectionNode }) {
  if (wakeups) use(wakeups.wait(section.path, sectionBlocks(section)));
  return null;
}

function SectionHydrated({ wakeups, path }: { wakeups: SectionWakeups | null; path: string }) {
  useEffect(() => wakeups?.hydrated(path), [wakeups, path]);
  return null;
}

/**
 * A section that may hydrate later: its own Suspense boundary (drawn by the server too, so the markup
 * matches) holds the server's HTML while it waits. Memo keeps the page's later renders from reaching a
 * boundary that has not hydrated (React would drop its HTML and draw it afresh): every prop is stable.
 */
export const DeferredSection = memo(function DeferredSection({
  wakeups,
  section,
  preview,
  ready,
}: {
  /** Null when nothing waits: the server, or a page drawn afresh in the browser. */
  wakeups: SectionWakeups | null;
  section: SectionNode;
  preview: boolean;
  /** The page's blocks have their code (ignored while waiting: the wait itself loads this section's). */
  ready: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <WaitForSection wakeups={wakeups} section={section} />
      <AboveTheFoldContext.Provider value={false}>
        <SectionView node={section} preview={preview} ready={wakeups ? true : ready} deferred />
      </AboveTheFoldContext.Provider>
      <SectionHydrated wakeups={wakeups} path={section.path} />
    </Suspense>
  );
});
