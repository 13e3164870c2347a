import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { storyProductAnswer } from '../test-support/product-fixtures';
import { VariationDrawer } from './variation-drawer';

const slug = 'temple-jhumka-earrings';
const answer = storyProductAnswer(4);

const meta = {
  title: 'Catalogue/VariationDrawer',
  component: VariationDrawer,
  args: { open: true, onOpenChange: fn(), payload: { slug } },
  parameters: { layout: 'fullscreen', queryData: [[['catalogue', 'product', slug], answer]] },
} satisfies Meta<typeof VariationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, name, price, pickers, availability and Add to Cart (shell §2 "Variation picker drawer"). */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Temple Jhumka Earrings' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Made to order: the note and Make to Order. */
export const MadeToOrder: Story = {
  parameters: {
    queryData: [[['catalogue', 'product', slug], storyProductAnswer(undefined)]],
  },
};

/** While the product loads. */
export const Loading: Story = { parameters: { queryData: [], queryLoading: [['catalogue', 'product', slug]] } };
