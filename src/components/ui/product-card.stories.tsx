import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { products } from '@fixtures/index';
import type { ProductCard as ProductCardData } from '@schemas/catalogue';
import { ProductCard, ProductCardSkeleton } from './product-card';

const toCard = (slug: string): ProductCardData => {
  const p = products.find((x) => x.product_slug === slug) ?? products[0];
  if (!p) throw new Error('fixtures/catalogue/products.json is empty');
  return { ...p, arrayImages: p.images, ufp_id: 0 };
};

const discounted = toCard('kundan-polki-bridal-necklace-set');
const fullPrice = toCard('emerald-kundan-choker');

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: { product: discounted, onToggleWish: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 300, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List price struck through, with the saving, only when it is above the selling price. */
export const Discounted: Story = {};

export const FullPrice: Story = { args: { product: { ...fullPrice, product_label_name: '' } } };

export const Labels: Story = { args: { product: { ...fullPrice, product_label_name: 'New,Handcrafted,Bestseller' } } };

/** No image: the default image keeps the 1:1 box. */
export const NoImage: Story = { args: { product: { ...discounted, arrayImages: [] } } };

export const InWishlist: Story = { args: { product: { ...fullPrice, ufp_id: 14 } } };

export const Skeleton: Story = { render: () => <ProductCardSkeleton /> };

/** The toggle is on its way to the server: the heart pulses and ignores taps. */
export const WishPending: Story = { args: { product: { ...discounted, ufp_id: 4 }, wishPending: true } };
