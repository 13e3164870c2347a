import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** role="status": announced politely. */
export const Success: Story = {
  args: { variant: 'success', children: 'Thank you for subscribing to our newsletter.' },
};

/** role="alert": announced at once. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'This email is already subscribed to our newsletter.' },
};
