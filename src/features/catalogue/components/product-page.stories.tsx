import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { products } from '@fixtures/index';
import type { ProductCard } from '@schemas/catalogue';
import type { ProductDetailsResponse } from '@schemas/catalogue-product';
import { storyProductAnswer } from '../test-support/product-fixtures';
import { ProductDetails } from './product-page';
import { ProductDetailsSkeleton } from './product-details-skeleton';

const cards: ProductCard[] = products
  .filter((p) => p.cat_slug === 'earrings')
  .slice(0, 4)
  .map((p) => ({ ...p, arrayImages: p.images, ufp_id: 0 }));

/** The test product with the seed's pictures, and related pieces for "Discover our Collection". */
const answer = (stock: number | undefined): ProductDetailsResponse => ({
  ...storyProductAnswer(stock),
  relatedProducts: cards,
});

const meta = {
  title: 'Catalogue/ProductPage',
  component: ProductDetails,
  args: { answer: answer(4) },
  parameters: {
    layout: 'fullscreen',
    route: '/product/temple-jhumka-earrings',
    queryData: [
      [
        ['catalogue', 'complete-the-look', 'temple-jhumka-earrings'],
        { status: 'success', resCompleteTheLooksData: cards.slice(0, 3) },
      ],
    ],
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: Available and Add to Cart. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(page.queryByText(/made to order/)).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Stock empty: Available, made to order (catalogue §4). */
export const MadeToOrder: Story = {
  args: { answer: answer(undefined) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Make to Order' })).toBeEnabled();
    await expect(page.getByText(/approximately 25-30 days/)).toBeVisible();
  },
};

/** Stock 0: Out of Stock, made to order. */
export const OutOfStock: Story = { args: { answer: answer(0) } };

/** The page's shape while its details load. */
export const Loading: Story = { render: () => <ProductDetailsSkeleton /> };
