import { describe, expect, it } from 'vitest';
import { ColumnShellSchema, SectionShellSchema } from '@schemas/cms';
import { backgroundStyle, columnLayout, sectionLayout } from './layout';

const sectionOf = (fields: Record<string, unknown>) => SectionShellSchema.parse({ has_many_home_inner: [], ...fields });
const columnOf = (fields: Record<string, unknown>) => ColumnShellSchema.parse({ has_many_home_details: [], ...fields });

describe('sectionLayout', () => {
  it('defaults to a boxed container and a plain row', () => {
    const layout = sectionLayout(sectionOf({}));
    expect(layout.container).toBe('container');
    expect(layout.row).toBe('row');
    expect(layout.outer.className).toBe('');
  });

  it('honours every section field', () => {
    const layout = sectionLayout(
      sectionOf({
        home_top_spaced: '48',
        home_bottom_spaced: 24,
        home_extra_class: 'bg-ivory text-center',
        home_inline_style: 'background-color:#f4e9d6; color: expression(x)',
        home_layout_image: '/media/patterns/lotus-tile.webp',
        home_layout_background_repeat: 'repeat',
        home_layout: 'container-fluid',
        home_grid: 'g-4',
        home_vertical_align: 'center',
        home_horizontal_align: 'between',
      }),
    );
    expect(layout.outer.className).toBe('bg-ivory text-center');
    expect(layout.outer.style).toMatchObject({
      paddingTop: '48px',
      paddingBottom: '24px',
      backgroundColor: '#f4e9d6',
      backgroundImage: 'url("/media/patterns/lotus-tile.webp")',
      backgroundRepeat: 'repeat',
    });
    expect(layout.outer.style).not.toHaveProperty('color');
    expect(layout.container).toBe('container-fluid');
    expect(layout.row).toBe('row g-4 align-items-center justify-content-between');
  });

  it('treats g-0 as no side padding and "full" as fluid', () => {
    const layout = sectionLayout(sectionOf({ home_grid: 'g-0', home_layout: 'full' }));
    expect(layout.container).toBe('container-fluid px-0');
    expect(layout.row).toBe('row g-0');
  });

  it.each([
    ['top', 'align-items-start'],
    ['bottom', 'align-items-end'],
    ['flex-end', 'align-items-end'],
    ['stretch', 'align-items-stretch'],
  ])('maps vertical align %s', (value, cls) => {
    expect(sectionLayout(sectionOf({ home_vertical_align: value })).row).toContain(cls);
  });

  it.each([
    ['left', 'justify-content-start'],
    ['right', 'justify-content-end'],
    ['center', 'justify-content-center'],
    ['space-between', 'justify-content-between'],
  ])('maps horizontal align %s', (value, cls) => {
    expect(sectionLayout(sectionOf({ home_horizontal_align: value })).row).toContain(cls);
  });

  it('ignores unknown alignment and gutter values', () => {
    expect(sectionLayout(sectionOf({ home_grid: 'g-9', home_vertical_align: 'sideways' })).row).toBe('row');
  });
});

describe('columnLayout', () => {
  it('is full width on phones and the CMS width from md up', () => {
    expect(columnLayout(columnOf({ home_inn_structure_type: '4' })).className).toBe('col-12 col-md-4');
    expect(columnLayout(columnOf({})).className).toBe('col-12 col-md-12');
  });

  it('honours text align, extra class, inline style and either background field', () => {
    const layout = columnLayout(
      columnOf({
        home_inn_structure_type: 6,
        home_inn_text_align: 'right',
        home_inn_extra_class: 'p-4',
        home_inn_inline_style: 'border-radius: 8px',
        home_inn_layout_image_url: 'https://cdn.example.in/bg.webp',
      }),
    );
    expect(layout.className).toBe('col-12 col-md-6 text-end p-4');
    expect(layout.style).toMatchObject({
      borderRadius: '8px',
      backgroundImage: 'url("https://cdn.example.in/bg.webp")',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'cover',
    });
  });
});

describe('backgroundStyle', () => {
  it('defaults to no-repeat + cover and refuses script URLs', () => {
    expect(backgroundStyle('/a.webp', '')).toMatchObject({ backgroundRepeat: 'no-repeat', backgroundSize: 'cover' });
    expect(backgroundStyle('/a.webp', 'repeat-x')).toEqual({
      backgroundImage: 'url("/a.webp")',
      backgroundRepeat: 'repeat-x',
    });
    expect(backgroundStyle('javascript:alert(1)', 'repeat')).toEqual({});
  });
});
