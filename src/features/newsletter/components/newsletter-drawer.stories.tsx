import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Drawer } from '@/components/ui/drawer';
import type { SubscribeFn } from '../api/subscribe';
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

/** The form inside the drawer with a stand-in for the server call, to show each state. */
const withServer = (subscribe: SubscribeFn): Story => ({
  render: (args) => (
    <Drawer open={args.open} onOpenChange={args.onOpenChange} title="Newsletter">
      <NewsletterForm onDone={() => args.onOpenChange(false)} subscribe={subscribe} />
    </Drawer>
  ),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email address'), 'meera@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  },
});

/** Button disabled with the loader while the call is in flight. */
export const Submitting: Story = withServer(() => new Promise(() => undefined));

/** The server's message shows for 1 second, then the form resets and the drawer closes (spec: shell §4). */
export const Subscribed: Story = withServer(async () => ({
  status: 'success',
  message: 'Thank you for subscribing to our newsletter.',
}));

export const AlreadySubscribed: Story = withServer(async () => ({
  status: 'error',
  message: 'This email is already subscribed to our newsletter.',
}));
