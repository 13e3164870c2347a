import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '@/renderer/define-block';
import { PageSections } from './page-sections';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { resetRendererWarnings } from './report';
import { column, renderPage, section, testRegistry, text } from './test-utils';

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  resetRendererWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React reports errors caught by boundaries on console.error; keep test output readable.
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

const badImagePage = [
  section([column([text('First')])]),
  section([column([text('Second')])]),
  section([column([text('Before'), { home_type: 5 }, text('After')])]),
];

describe('PageSections for shoppers', () => {
  it('skips a block that fails its schema, renders the rest and warns once', async () => {
    const view = renderPage(badImagePage, { preview: false });
    expect(await screen.findByText('After')).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.container.querySelectorAll('img')).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('sections[2].columns[0].details[1].home_image: Required');
  });

  it('warns once per path even when the page renders again', async () => {
    renderPage(badImagePage, { preview: false });
    await screen.findByText('After');
    renderPage(badImagePage, { preview: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('contains a block that throws while rendering', async () => {
    renderPage([section([column([text('Kept'), { home_type: 8 }, text('Also kept')])])], { preview: false });
    expect(await screen.findByText('Also kept')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain('sections[0].columns[0].details[1]: Team data missing');
  });

  it('skips unknown types and whole sections or columns that fail their schema', async () => {
    renderPage(
      [
        section([column([{ home_type: 99 }, text('Known')])]),
        { home_top_spaced: 'lots', has_many_home_inner: [column([text('In a bad section')])] },
        section([
          { home_inn_structure_type: 40, has_many_home_details: [text('In a bad column')] },
          column([text('Good column')]),
        ]),
      ],
      { preview: false },
    );
    expect(await screen.findByText('Good column')).toBeTruthy();
    expect(screen.getByText('Known')).toBeTruthy();
    expect(screen.queryByText('In a bad section')).toBeNull();
    expect(screen.queryByText('In a bad column')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('renders a block whose home_type is a numeric string', async () => {
    renderPage([section([column([{ home_type: '4', home_text_title: 'From a string' }])])], { preview: false });
    expect(await screen.findByText('From a string')).toBeTruthy();
  });
});

describe('PageSections image priority', () => {
  const image = (name: string) => ({ home_type: 5, home_image: `/media/${name}.webp` });
  const sections = [section([column([image('first')])]), section([column([image('second')])])];
  const priorities = (firstAboveTheFold: boolean) => {
    const { container, unmount } = render(
      <RegistryProvider registry={testRegistry}>
        <PreviewModeProvider value={false}>
          <PageSections sections={sections} firstAboveTheFold={firstAboveTheFold} />
        </PreviewModeProvider>
      </RegistryProvider>,
    );
    const found = [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    unmount();
    return found;
  };

  it("fetches the first section's images first when they may be the largest paint", () => {
    expect(priorities(true)).toEqual(['high', null]);
  });

  it('asks for low priority in the first section under a largest paint the page draws itself (the hero)', () => {
    expect(priorities(false)).toEqual(['low', null]);
  });
});

describe('PageSections for editors', () => {
  it('shows an error card naming the block and each failing path', async () => {
    renderPage(badImagePage, { preview: true });
    const card = await screen.findByRole('alert');
    expect(card.textContent?.startsWith('Block could not be rendered')).toBe(true);
    expect(card.textContent).toContain('Image (home_type 5)');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'sections[2].columns[0].details[1].home_image: Required',
    ]);
    expect(await screen.findByText('After')).toBeTruthy();
  });

  it('shows a card for a block that throws, an unknown type, a bad column and a bad section', async () => {
    renderPage(
      [
        section([column([{ home_type: 8 }, { home_type: 99 }])]),
        section([{ home_inn_structure_type: 40, has_many_home_details: [] }]),
        { has_many_home_inner: 'none' },
      ],
      { preview: true },
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    const text = screen.getAllByRole('alert').map((card) => card.textContent ?? '');
    expect(text[0]).toContain('Team (home_type 8)');
    expect(text[0]).toContain('sections[0].columns[0].details[0]: Team data missing');
    expect(text[1]).toContain('Unknown block (home_type 99)');
    expect(text[1]).toContain('sections[0].columns[0].details[1].home_type: Unknown block type 99');
    expect(text[2]).toContain('Column');
    expect(text[2]).toContain('sections[1].columns[0].home_inn_structure_type');
    expect(text[3]).toContain('Section');
    expect(text[3]).toContain('sections[2].has_many_home_inner');
  });
});

describe('PageSections layout', () => {
  it('turns section and column fields into classes and styles', async () => {
    const { container } = renderPage(
      [
        section(
          [
            column([text('Inside')], {
              home_inn_structure_type: 6,
              home_inn_text_align: 'center',
              home_inn_extra_class: 'p-3',
            }),
          ],
          {
            home_top_spaced: 40,
            home_bottom_spaced: 8,
            home_extra_class: 'story',
            home_inline_style: 'background-color: #f4e9d6',
            home_layout: 'container-fluid',
            home_grid: 'g-0',
            home_vertical_align: 'center',
            home_horizontal_align: 'center',
          },
        ),
      ],
      { preview: false },
    );
    await screen.findByText('Inside');
    const outer = container.querySelector('section');
    expect(outer?.className).toBe('story');
    expect(outer?.style.paddingTop).toBe('40px');
    expect(outer?.style.paddingBottom).toBe('8px');
    expect(outer?.style.backgroundColor).toBe('rgb(244, 233, 214)');
    expect(container.querySelector('section > div')?.className).toBe('container-fluid px-0');
    expect(container.querySelector('.row')?.className).toBe('row g-0 align-items-center justify-content-center');
    expect(container.querySelector('.row > div')?.className).toBe('col-12 col-md-6 text-center p-3');
  });

  it('shows each block skeleton inside the layout until the page block code has loaded', async () => {
    let finish: (component: () => ReactNode) => void = () => undefined;
    const slow = defineBlock({
      type: 4,
      name: 'Slow',
      schema: z.object({ home_type: z.literal(4) }),
      skeleton: () => <span data-testid="slow-skeleton" />,
      load: () => new Promise<() => ReactNode>((resolve) => (finish = resolve)),
    });
    render(
      <RegistryProvider registry={{ 4: slow }}>
        <PreviewModeProvider value={false}>
          <PageSections sections={[section([column([{ home_type: 4 }])])]} />
        </PreviewModeProvider>
      </RegistryProvider>,
    );
    expect(screen.getByTestId('slow-skeleton').closest('.col-12')).toBeTruthy();
    await act(async () => finish(() => <p>Arrived</p>));
    expect(await screen.findByText('Arrived')).toBeTruthy();
    expect(screen.queryByTestId('slow-skeleton')).toBeNull();
  });
});
