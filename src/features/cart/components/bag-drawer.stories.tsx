import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { guestBag } from '@fixtures/sessions';
import { bagReply, customerBagLines, storyRecommendations, storySettings } from '@fixtures/responses/cart';
import { userToken } from '@/data/account/user-token';
import { BAG_KEY, bagFromReply } from '@/data/cart/bag';
import { cartSession } from '@/data/cart/cart-session';
import { BagDrawer } from './bag-drawer';

const customerKey = [...BAG_KEY, 'customer'];
const recommendedKey = ['catalogue', 'recommended'];
const common = [
  [['content', 'settings'], storySettings],
  [recommendedKey, storyRecommendations],
] as const;

const asGuest =
  (lines = guestBag) =>
  () => {
    cartSession.write(lines);
    return () => cartSession.clear();
  };
const asCustomer = () => {
  userToken.write('story-token');
  return () => userToken.clear();
};

const meta = {
  title: 'Cart/BagDrawer',
  component: BagDrawer,
  args: { open: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen', queryData: common },
} satisfies Meta<typeof BagDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's bag from CART_SESSION, its summary computed locally (spec: shell §4), after the 0.5 s spinner. */
export const Filled: Story = {
  beforeEach: asGuest(),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    // The drawer's 0.5 s spinner (shell §9) comes first; a busy machine takes longer still.
    await expect(await dialog.findByRole('heading', { name: /shopping bag \(2\)/ }, { timeout: 5000 })).toBeVisible();
    // After the 0.5 s spinner (spec: shell §9).
    const view = await dialog.findByRole('link', { name: 'View my shopping bag' }, { timeout: 5000 });
    await expect(view).toHaveAttribute('href', '/cart');
    const lines = within(dialog.getByRole('list'));
    await expect(lines.getByRole('link', { name: guestBag[0]!.product_name })).toBeVisible();
    await expect(lines.getAllByRole('button', { name: 'Increase quantity' })).toHaveLength(guestBag.length);
    await expect(dialog.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  },
};

/** The signed-in customer's bag from the server: a variation line and the made-to-order note. */
export const SignedIn: Story = {
  beforeEach: asCustomer,
  parameters: { queryData: [...common, [customerKey, bagFromReply(bagReply(customerBagLines).data)]] },
};

/** The empty bag (spec: shell §2). */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText('Your Cart is Empty', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByText('Your cart is waiting for items!')).toBeVisible();
    await userEvent.click(dialog.getByRole('link', { name: 'Continue Shopping' }));
  },
};

/** The customer's bag on its way: the spinner holds the drawer, 6 recommendation placeholders below. */
export const Loading: Story = {
  beforeEach: asCustomer,
  parameters: { queryData: [[['content', 'settings'], storySettings]], queryLoading: [customerKey, recommendedKey] },
};

/** The server's bag could not be loaded: an empty bag and a short note (spec: shell §8). */
export const LoadFailed: Story = {
  beforeEach: asCustomer,
  parameters: { queryError: [customerKey] },
};

export const Mobile: Story = { ...Filled, globals: { viewport: { value: 'mobile2', isRotated: false } } };
