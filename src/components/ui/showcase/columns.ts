import type { CSSProperties } from 'react';
import type { PerView } from '@/components/ui/carousel';

/** The five showcase blocks (home_types 8, 9, 10, 15, 16), which share their layout and skeleton. */
export type ShowcaseKind = 'team' | 'awards' | 'events' | 'testimonials' | 'blogs';

/**
 * Items per row (grid) or per view (slider) from each min-width up; the same in both layouts, so the
 * skeleton is right for either. Testimonials: 2 per view from 768 px, 1 below (spec: shell §2).
 */
export const SHOWCASE_COLUMNS = {
  team: { base: 2, 768: 3, 1024: 4 },
  awards: { base: 2, 768: 3, 1024: 4 },
  events: { base: 1, 576: 2, 1024: 3 },
  testimonials: { base: 1, 768: 2 },
  blogs: { base: 1, 576: 2, 1024: 3 },
} as const satisfies Record<ShowcaseKind, PerView>;

/** The carousel's breakpoints (src/components/ui/carousel.tsx), repeated so this file stays free of embla. */
const BREAKPOINTS = [576, 768, 1024, 1200] as const;

/** Custom properties --cols-base, --cols-576 … that showcase.module.css resolves by media query. */
export function columnsStyle(columns: PerView): CSSProperties {
  if (typeof columns === 'number') return { '--cols-base': String(columns) } as CSSProperties;
  const vars: Record<string, string> = { '--cols-base': String(columns.base) };
  for (const bp of BREAKPOINTS) if (columns[bp] !== undefined) vars[`--cols-${bp}`] = String(columns[bp]);
  return vars as CSSProperties;
}

/**
 * The `sizes` of a card's image in a row of `columns` (ADR 041): the viewport's share per column from each
 * breakpoint up. Gutters are not taken off, so a copy is never too small.
 */
export function columnSizes(columns: PerView): string {
  const share = (count: number) => `${Math.ceil(100 / count)}vw`;
  if (typeof columns === 'number') return share(columns);
  const wider = [...BREAKPOINTS]
    .reverse()
    .flatMap((bp) => (columns[bp] === undefined ? [] : [`(min-width: ${bp}px) ${share(columns[bp])}`]));
  return [...wider, share(columns.base)].join(', ');
}

/** The most items a row holds at any width: how many cards the skeleton draws. */
export function widestRow(columns: PerView): number {
  return typeof columns === 'number' ? columns : Math.max(columns.base, ...BREAKPOINTS.map((bp) => columns[bp] ?? 0));
}

/** spec: shell §2 — grid when the block's type field is 1, otherwise slider. */
export const layoutOf = (type: number | undefined): 'grid' | 'slider' => (type === 1 ? 'grid' : 'slider');

/** The first `limit` items (the block's `_value`, schemas/cms.ts); undefined or 0 keeps them all. */
export const limitItems = <T>(items: readonly T[], limit: number | undefined): readonly T[] =>
  limit ? items.slice(0, limit) : items;
