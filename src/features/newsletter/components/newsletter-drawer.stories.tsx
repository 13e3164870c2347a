import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Drawer } from '@/components/ui/drawer';
import type { SubscribeFn } from '@/data/newsletter/subscribe';
import { NewsletterDrawer } from './newsletter-drawer';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'Newsletter/NewsletterDrawer',
  component: NewsletterDrawer,
  args: { open: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewsletterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Client validation: the spec's message, and no call (spec: shell §5). */
export const InvalidEmail: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email address'), 'meera@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email Format');
  },
};

/**
 * The form inside the drawer with a stand-in for the server call, to show each state. With an `outcome`,
 * the play checks the message and waits for its second to pass (spec: shell §4: the form resets and the
 * drawer is told to close), so the story ends in a settled state.
 */
const withServer = (subscribe: SubscribeFn, outcome?: { role: 'status' | 'alert'; text: string }): Story => ({
  render: (args) => (
    <Drawer open={args.open} onOpenChange={args.onOpenChange} title="Newsletter">
      <NewsletterForm onDone={() => args.onOpenChange(false)} subscribe={subscribe} />
    </Drawer>
  ),
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Email address'), 'meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    if (!outcome) return;
    await expect(await screen.findByRole(outcome.role)).toHaveTextContent(outcome.text);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    await expect(screen.getByLabelText('Email address')).toHaveValue('');
  },
});

/** Button disabled with the loader while the call is in flight. */
export const Submitting: Story = withServer(() => new Promise(() => undefined));

/** The server's message shows for 1 second, then the form resets and the drawer closes (spec: shell §4). */
export const Subscribed: Story = withServer(
  async () => ({ status: 'success', message: 'Thank you for subscribing to our newsletter.' }),
  { role: 'status', text: 'Thank you for subscribing to our newsletter.' },
);

export const AlreadySubscribed: Story = withServer(
  async () => ({ status: 'error', message: 'This email is already subscribed to our newsletter.' }),
  { role: 'alert', text: 'This email is already subscribed to our newsletter.' },
);

/**
 * The real call, answered by Storybook's mock API from the fixtures (tests/support/msw.ts): a first
 * sign-up is thanked with the server's message, then the drawer is told to close.
 */
export const SubscribesThroughTheApi: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Email address'), `asha.${Date.now()}@example.in`);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing to our newsletter.');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
  },
};
