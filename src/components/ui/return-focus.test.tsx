import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';
import { Modal, ModalTitle } from './modal';

/** A header with a menu drawer whose link opens a modal in the menu's place, in the same render. */
function Header() {
  const [open, setOpen] = useState<'menu' | 'modal' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('menu')}>
        Open menu
      </button>
      <main id="main" tabIndex={-1} />
      <Drawer open={open === 'menu'} onOpenChange={(next) => setOpen(next ? 'menu' : null)} title="Menu">
        <button type="button" onClick={() => setOpen('modal')}>
          Login / Register
        </button>
      </Drawer>
      <Modal open={open === 'modal'} onOpenChange={(next) => setOpen(next ? 'modal' : null)}>
        <ModalTitle asChild>
          <h2>Sign In</h2>
        </ModalTitle>
        <label>
          Email address <input type="email" />
        </label>
      </Modal>
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives focus back to what opened the drawer', async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })));
  });

  it("gives focus back to the menu's opener when a link in the menu opened a modal in its place", async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // The link's click closes the menu and opens the modal in one render: the focused link is gone with the menu.
    await userEvent.click(within(menu).getByRole('button', { name: 'Login / Register' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByLabelText('Email address')));
    // The menu's own return of focus, a task later, leaves the modal's first field focused.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(within(modal).getByLabelText('Email address'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })));
  });
});
