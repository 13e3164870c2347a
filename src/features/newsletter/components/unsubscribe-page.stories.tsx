import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnsubscribePage, UnsubscribeView } from './unsubscribe-page';

const meta = {
  title: 'Newsletter/UnsubscribePage',
  component: UnsubscribeView,
  args: { id: 'story-unsubscribe-id' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnsubscribeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsubscribed: Story = {
  args: {
    unsubscribe: async () => ({ status: 'success', message: 'You have been unsubscribed from our newsletter.' }),
  },
};

export const AlreadyUnsubscribed: Story = {
  args: {
    unsubscribe: async () => ({ status: 'error', message: 'You have already unsubscribed from our newsletter.' }),
  },
};

export const Pending: Story = { args: { unsubscribe: () => new Promise(() => undefined) } };

/** The route without ?id: refused without a call. */
export const MissingId: Story = {
  parameters: { route: '/unsubscribe' },
  render: () => <UnsubscribePage />,
};
