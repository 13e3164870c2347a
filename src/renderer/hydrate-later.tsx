import { use, useEffect } from 'react';
import { partInView, viewGate, type ViewGate } from '@/lib/view-gate';
import type { BlockDefinition, BlockType } from './define-block';

/**
 * Sections below the screen hydrate when they come into view (ADR 051).
 *
 * A server-drawn page is whole HTML before its script runs. Its sections after the first that are out of view
 * when the app starts keep that HTML, without their blocks' code and without hydration work, until the shopper
 * scrolls them into view: the page's start fetches and hydrates only what is on screen. Each such section is a
 * Suspense boundary that React leaves dehydrated while the section's gate waits; a tap on one before then is
 * held and made again once it has hydrated (ADR 020, `onLive`).
 */

/** The marks a section of a page whose later sections may wait carries, on the server and the client alike. */
export interface SectionMarks {
  /** Its blocks' types ("11,5,4"): the page's entry preloads the types of the sections in view. */
  'data-blocks': string;
  /** Its path ("mobile[3]"), on sections that may wait: those after the first made of CMS blocks alone. */
  'data-section'?: string;
}

export function sectionMarks(blocks: readonly BlockDefinition[], path: string | undefined): SectionMarks {
  const marks: SectionMarks = { 'data-blocks': blocks.map((block) => String(block.type)).join(',') };
  if (path !== undefined) marks['data-section'] = path;
  return marks;
}

interface LaterPlan {
  /** Open until the page has hydrated: only the hydrating render leaves sections waiting. */
  open: boolean;
  parts: ReadonlyMap<string, Element>;
  gates: Map<string, ViewGate>;
  onLive: (part: Element) => void;
}

let plan: LaterPlan | null = null;

export interface LaterHydration {
  /** The types the page's first hydration needs: those of the sections in view and of everything else. */
  now: string[];
  /** The sections that wait, as drawn. */
  later: Element[];
}

/**
 * Called by the page's entry before it hydrates a server-drawn page: the sections that may wait and are out of
 * view wait, and the types only they use are not preloaded. `types` are the types the server's render used.
 * `onLive` hears each waiting section once it has hydrated.
 */
export function planLaterHydration(
  page: ParentNode | null,
  types: readonly BlockType[],
  onLive: (part: Element) => void,
  height: number = window.innerHeight,
): LaterHydration {
  const parts = new Map<string, Element>();
  const nowTypes = new Set<string>();
  const laterTypes = new Set<string>();
  for (const section of page?.querySelectorAll<HTMLElement>('section[data-blocks]') ?? []) {
    const sectionTypes = (section.dataset.blocks ?? '').split(',').filter(Boolean);
    const path = section.dataset.section;
    const waits = path !== undefined && !partInView(section, height);
    if (waits) parts.set(path, section);
    for (const type of sectionTypes) (waits ? laterTypes : nowTypes).add(type);
  }
  plan = parts.size > 0 ? { open: true, parts, gates: new Map(), onLive } : null;
  const now = types.map(String).filter((type) => nowTypes.has(type) || !laterTypes.has(type));
  return { now, later: [...parts.values()] };
}

/** The page has hydrated: a section drawn from now on does not wait (those waiting still do). */
export function closeLaterPlan(): void {
  if (plan) plan.open = false;
}

/** The plan for a page's sections mounting now: only while the page hydrates. */
export const laterPlan = (): LaterPlan | null => (plan?.open ? plan : null);

/** Forgets the plan (tests). */
export function resetLaterPlan(): void {
  plan = null;
}

export const waitsForView = (current: LaterPlan | null, path: string) => current?.parts.has(path) === true;

function sectionGate(current: LaterPlan, path: string, blocks: readonly BlockDefinition[]): ViewGate {
  let gate = current.gates.get(path);
  if (!gate) {
    const part = current.parts.get(path);
    const load = () => Promise.all(blocks.map((block) => block.preload()));
    gate = part ? viewGate(part, load) : { ready: load().then(() => undefined), attempt: () => undefined };
    current.gates.set(path, gate);
  }
  return gate;
}

/**
 * Inside a waiting section's Suspense boundary: suspends until the section is in view (or React needs it sooner:
 * a tap on it, an update reaching it) and its blocks' code has arrived, React keeping the drawn HTML meanwhile;
 * then says so once it has hydrated.
 */
export function LaterGate(props: { plan: LaterPlan; path: string; blocks: readonly BlockDefinition[] }) {
  const { plan: current, path, blocks } = props;
  const gate = sectionGate(current, path, blocks);
  // Its props tell the hydration's own render, however often React starts it over, from an update's (ADR 075).
  gate.attempt(props);
  use(gate.ready);
  useEffect(() => {
    const part = current.parts.get(path);
    if (part) current.onLive(part);
  }, [current, path]);
  return null;
}
