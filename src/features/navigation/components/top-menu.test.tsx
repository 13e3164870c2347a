import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '@domain/constants';
import { MenuEntrySchema, type MenuEntry } from '@schemas/content';
import { TopMenu } from './top-menu';

const entry = (raw: Record<string, unknown>): MenuEntry => MenuEntrySchema.parse(raw);

const menu: MenuEntry[] = [
  entry({ menu_id: 1, menu_name: 'New In', menu_customlink: '/list/shop-all' }),
  entry({
    menu_id: 2,
    menu_name: 'Jewellery',
    menu_mega: 1,
    categories: { cat_slug: 'jewellery' },
    children: [
      {
        menu_id: 21,
        menu_name: 'Earrings',
        categories: { cat_slug: 'earrings' },
        children: [{ menu_id: 211, menu_name: 'Jhumkas', categories: { cat_slug: 'jhumkas' } }],
      },
      {
        menu_id: 22,
        menu_name: 'Bridal Edit',
        menu_show_image: '1',
        menu_image: 'bridal.webp',
        menu_desc: '<p>Heirloom <strong>kundan</strong> sets</p>',
        collection: { cat_slug: 'bridal' },
      },
      { menu_id: 23, menu_name: 'Temple', menu_show_image: 1, menu_image: '' },
    ],
  }),
  entry({
    menu_id: 3,
    menu_name: 'Textiles',
    children: [{ menu_id: 31, menu_name: 'Sarees', pages: { page_url: 'sarees' } }],
  }),
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <TopMenu entries={menu} imageUrl="/media/menu" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
}

describe('TopMenu', () => {
  it('renders plain items as links and items with children as disclosure buttons', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'New In' }).getAttribute('href')).toBe('/list/shop-all');
    const trigger = screen.getByRole('button', { name: 'Jewellery' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });

  it('opens on click, and Escape closes it and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Jewellery' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);

    await user.tab();
    expect(panel?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens with ArrowDown and focuses the first link; closes on outside click', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Textiles' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sarees' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders mega columns as image boxes or titled lists (spec: shell §2)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Jewellery' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Jewellery' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const scope = within(panel);

    // Titled list: the child links to its category, its own children are listed under it.
    expect(scope.getByRole('link', { name: 'Earrings' }).getAttribute('href')).toBe('/list/category/earrings');
    expect(scope.getByRole('link', { name: 'Jhumkas' }).getAttribute('href')).toBe('/list/category/jhumkas');

    // Image box: image from imageUrl, sanitised HTML description, link by priority (collection).
    const bridal = scope.getByRole('link', { name: 'Bridal Edit' });
    expect(bridal.getAttribute('href')).toBe('/list/collection/bridal');
    expect(bridal.querySelector('img')?.getAttribute('src')).toBe('/media/menu/bridal.webp');
    expect(scope.getByText('kundan').tagName).toBe('STRONG');

    // A missing image falls back to the default image; an entry without a target is plain text.
    const temple = scope.getByText('Temple').closest('figure');
    expect(temple?.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_IMAGE);
    expect(scope.queryByRole('link', { name: 'Temple' })).toBeNull();

    expect(scope.getByRole('link', { name: 'View all Jewellery' }).getAttribute('href')).toBe(
      '/list/category/jewellery',
    );
  });

  it('closes when a link navigates', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Textiles' });
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Sarees' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/sarees');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  describe('a pointer resting on an item when the menu comes to life (server-drawn page, ADR 014)', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Makes `:hover` match the menu item whose text starts with `name`, as a resting pointer would. */
    function pointerRestsOn(name: string) {
      const matches = Element.prototype.matches;
      vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
        if (selector === ':hover') return this.tagName === 'LI' && (this.textContent ?? '').startsWith(name);
        return matches.call(this, selector);
      });
    }

    it('opens the item under it, as the hover would have', () => {
      pointerRestsOn('Jewellery');
      renderMenu();
      expect(screen.getByRole('button', { name: 'Jewellery' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('button', { name: 'Textiles' }).getAttribute('aria-expanded')).toBe('false');
    });

    it('opens nothing over a plain link', () => {
      pointerRestsOn('New In');
      renderMenu();
      for (const name of ['Jewellery', 'Textiles']) {
        expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
      }
    });
  });
});
