import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { userToken } from '@/data/account/user-token';
import { DrawerContext, type DrawerRequest } from '@/lib/drawers';
import { SignInModal, SignUpModal } from './components/entry-modals';

/**
 * The sign-in and sign-up modals (shell §2 "Shared panels", issue 11 §1): the /login and /register panels over
 * the current page, answered by the canned calls of fixtures/responses/account.ts. The frame stands in for the
 * app's: one panel at a time, opened from a button on the page behind.
 */
function EntryModals({ start, afterSignIn }: { start: 'signIn' | 'signUp' | null; afterSignIn: () => void }) {
  const [open, setOpen] = useState<DrawerRequest | null>(() =>
    start === 'signUp'
      ? { name: 'signUp', payload: { afterSignIn } }
      : start === 'signIn'
        ? { name: 'signIn', payload: { afterSignIn } }
        : null,
  );
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const payload = open && 'payload' in open ? (open.payload as { afterSignIn?: () => void }) : undefined;
  return (
    <DrawerContext.Provider value={setOpen}>
      <main id="main" tabIndex={-1} style={{ padding: 24 }}>
        <p>A page of the shop, behind the modal.</p>
        <button type="button" onClick={() => setOpen({ name: 'signIn', payload: { afterSignIn } })}>
          Login
        </button>
      </main>
      <SignInModal open={open?.name === 'signIn'} onOpenChange={close} payload={payload} />
      <SignUpModal open={open?.name === 'signUp'} onOpenChange={close} payload={payload} />
    </DrawerContext.Provider>
  );
}

const mobile = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Account/Entry modals',
  component: EntryModals,
  args: { start: 'signIn', afterSignIn: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => userToken.clear(),
} satisfies Meta<typeof EntryModals>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

/** Sign-in over the page: focus starts on the e-mail. */
export const SignIn: Story = {
  play: async () => {
    const dialog = await dialogNamed('Sign In');
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toHaveFocus());
  },
};

export const SignInMobile: Story = { ...SignIn, globals: mobile };

/** Sign-up over the page: the registration form, focus on the full name. */
export const SignUp: Story = {
  args: { start: 'signUp' },
  play: async () => {
    const dialog = await dialogNamed('Create an Account');
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
  },
};

export const SignUpMobile: Story = { ...SignUp, globals: mobile };

/** Escape closes the modal and focus goes back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  args: { start: null },
  play: async () => {
    const opener = await screen.findByRole('button', { name: 'Login' });
    await userEvent.click(opener);
    await dialogNamed('Sign In');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** "Create an account" swaps in the sign-up modal, and its "Sign in" swaps back. */
export const SwitchBetween: Story = {
  play: async () => {
    await userEvent.click(within(await dialogNamed('Sign In')).getByRole('link', { name: 'Create an account' }));
    await userEvent.click(within(await dialogNamed('Create an Account')).getByRole('link', { name: 'Sign in' }));
    const back = await dialogNamed('Sign In');
    // Once its short rise has run.
    await waitFor(() => expect(back).toBeVisible());
  },
};

/**
 * A demo customer signs in: the server's message in green, then the modal closes and what asked for an account
 * goes on, on the same page.
 */
export const SignedIn: Story = {
  play: async ({ args }) => {
    const dialog = within(await dialogNamed('Sign In'));
    await userEvent.type(dialog.getByLabelText('Email address'), 'asha.verma@example.in');
    await userEvent.type(dialog.getByLabelText('Password'), 'Kundan@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    // The sign-in's answer (through MSW) took over findBy's default second on a busy machine.
    await expect(await dialog.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'You have signed in successfully.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.afterSignIn).toHaveBeenCalledOnce();
    await expect(screen.getByText('A page of the shop, behind the modal.')).toBeVisible();
  },
};
