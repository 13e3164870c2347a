import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { products } from '@fixtures/index';
import { DropHintModal } from './drop-hint-modal';

const bangle = products[0];

/** Drop a Hint (catalogue §2, §4, §5, §8), answered by the canned recipentprocess (fixtures/responses/account.ts). */
const meta = {
  title: 'Catalogue/DropHintModal',
  component: DropHintModal,
  args: {
    productId: bangle?.product_id ?? 1,
    productName: bangle?.product_name ?? 'Product',
    productImage: bangle?.images[0],
    open: true,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DropHintModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async () => {
  await userEvent.type(await screen.findByLabelText("Recipient's Name"), 'Kavya Menon');
  await userEvent.type(screen.getByLabelText("Recipient's Email"), 'kavya@example.in');
  await userEvent.type(screen.getByLabelText('Your Name'), 'Arjun Menon');
  await userEvent.type(screen.getByLabelText('Your Email'), 'arjun@example.in');
};

export const Open: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** The spec's messages for the sender, parallel ones for the recipient. */
export const Validation: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'SEND' }));
    await expect(await screen.findByText('Please enter the Sender Name')).toBeVisible();
    await expect(screen.getByText('Please enter the Sender Email')).toBeVisible();
  },
};

export const Preview: Story = {
  play: async () => {
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'PREVIEW' }));
    await expect(await screen.findByText(/has their eye on/)).toBeVisible();
  },
};

/** An unknown product: the server's message in a red banner. */
export const ServerError: Story = {
  args: { productId: 999_999 },
  play: async () => {
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This product is no longer available.');
  },
};

/** Sent: green, then the modal is told to close after 1 second. */
export const Sent: Story = {
  play: async ({ args }) => {
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Your hint is on its way.');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
  },
};
