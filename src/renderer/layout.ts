import type { CSSProperties } from 'react';
import type { ColumnShell, SectionShell } from '@schemas/cms';
import { classTokens, cssUrl, cx, parseInlineStyle } from '@/lib/inline-style';

/**
 * Section and column fields → Bootstrap class names and inline styles (spec: shell §2 "Section": spacing,
 * extra class, inline style, background image with repeat, layout, grid, vertical and horizontal alignment).
 */

const REPEATS = new Set(['repeat', 'no-repeat', 'repeat-x', 'repeat-y']);

/** Background image with its repeat; no-repeat (the default) also covers the box. */
export function backgroundStyle(image: string, repeat: string): CSSProperties {
  const url = cssUrl(image);
  if (!url) return {};
  const mode = REPEATS.has(repeat.trim().toLowerCase()) ? repeat.trim().toLowerCase() : 'no-repeat';
  return mode === 'no-repeat'
    ? { backgroundImage: url, backgroundRepeat: 'no-repeat', backgroundSize: 'cover', backgroundPosition: 'center' }
    : { backgroundImage: url, backgroundRepeat: mode };
}

const px = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? `${n}px` : undefined);

const VERTICAL: Record<string, string> = {
  top: 'start',
  start: 'start',
  'flex-start': 'start',
  center: 'center',
  middle: 'center',
  bottom: 'end',
  end: 'end',
  'flex-end': 'end',
  baseline: 'baseline',
  stretch: 'stretch',
};

const HORIZONTAL: Record<string, string> = {
  left: 'start',
  start: 'start',
  'flex-start': 'start',
  center: 'center',
  right: 'end',
  end: 'end',
  'flex-end': 'end',
  between: 'between',
  'space-between': 'between',
  around: 'around',
  'space-around': 'around',
  evenly: 'evenly',
  'space-evenly': 'evenly',
};

const TEXT: Record<string, string> = { left: 'start', start: 'start', center: 'center', right: 'end', end: 'end' };

const pick = (map: Record<string, string>, value: string) => {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(map, key) ? map[key] : undefined;
};

/** 'g-0', 'gx-3', 'gy-5' as Bootstrap gutter classes; a bare digit means g-{digit}. */
function gutterClass(grid: string): string | undefined {
  const value = grid.trim().toLowerCase();
  if (/^g[xy]?-[0-5]$/.test(value)) return value;
  if (/^[0-5]$/.test(value)) return `g-${value}`;
  return undefined;
}

export interface SectionLayout {
  outer: { className: string; style: CSSProperties };
  container: string;
  row: string;
}

export function sectionLayout(section: SectionShell): SectionLayout {
  const gutter = gutterClass(section.home_grid);
  const fluid = ['container-fluid', 'full', 'fluid', 'full-width'].includes(section.home_layout.trim().toLowerCase());
  const vertical = pick(VERTICAL, section.home_vertical_align);
  const horizontal = pick(HORIZONTAL, section.home_horizontal_align);
  return {
    outer: {
      className: classTokens(section.home_extra_class),
      style: {
        paddingTop: px(section.home_top_spaced),
        paddingBottom: px(section.home_bottom_spaced),
        ...backgroundStyle(section.home_layout_image, section.home_layout_background_repeat),
        ...parseInlineStyle(section.home_inline_style),
      },
    },
    // spec: shell §2 — "g-0 means no side padding".
    container: cx(fluid ? 'container-fluid' : 'container', gutter === 'g-0' && 'px-0'),
    row: cx('row', gutter, vertical && `align-items-${vertical}`, horizontal && `justify-content-${horizontal}`),
  };
}

export function columnLayout(column: ColumnShell): { className: string; style: CSSProperties } {
  const align = pick(TEXT, column.home_inn_text_align);
  const justify = column.home_inn_text_align.trim().toLowerCase() === 'justify';
  return {
    // Full width on phones, the CMS width from md up.
    className: cx(
      'col-12',
      `col-md-${column.home_inn_structure_type}`,
      align && `text-${align}`,
      classTokens(column.home_inn_extra_class),
    ),
    style: {
      ...(justify ? { textAlign: 'justify' } : {}),
      ...backgroundStyle(
        column.home_inn_layout_image || column.home_inn_layout_image_url,
        column.home_inn_layout_background_repeat,
      ),
      ...parseInlineStyle(column.home_inn_inline_style),
    },
  };
}
