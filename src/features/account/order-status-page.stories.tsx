import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { STORY_TRACK_EMAIL } from '@fixtures/responses/information';
import { OrderStatusPage } from './components/order-status-page';

/** /order-status (issue 12 §1): the lookup by Order Id and the order's e-mail, answered by the canned track-order. */
const meta = {
  title: 'Account/Order status',
  component: OrderStatusPage,
  parameters: { layout: 'fullscreen', route: '/order-status' },
} satisfies Meta<typeof OrderStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = async (order: string, email: string) => {
  if (order) await userEvent.type(screen.getByLabelText('Order Id'), order);
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Track' }));
};

export const Empty: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Both fields named before anything is sent. */
export const Messages: Story = {
  play: async () => {
    await track('', '');
    await expect(await screen.findByText('Please enter your Order Id')).toBeVisible();
    await expect(screen.getByText('Please enter the email used for the order')).toBeVisible();
  },
};

/** A shipped order: its status and tracker, nothing else. */
export const Found: Story = {
  play: async () => {
    await track('PDK-KN9T5W1P3D', STORY_TRACK_EMAIL);
    await expect(await screen.findByRole('heading', { name: 'Order PDK-KN9T5W1P3D' })).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Order progress' })).toBeVisible();
  },
};

/** A wrong pair: one neutral message. */
export const NotFound: Story = {
  play: async () => {
    await track('PDK-KN9T5W1P3D', 'someone@example.com');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with that Order Id and email. Please check both and try again.',
    );
  },
};
