import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { products } from '@fixtures/index';
import type { ProductCard } from '@schemas/catalogue';
import { listingAnswer, necklacesDetails } from '../test-support/listing-fixtures';
import { Listing } from './listing-page';

/** Real necklaces of the seed, as product-list sends them (images served by Storybook at /media). */
const necklaces: ProductCard[] = products
  .filter((p) => p.cat_slug === 'necklaces')
  .slice(0, 8)
  .map((p) => ({ ...p, arrayImages: p.images, ufp_id: 0 }));

const scope = { kind: 'category', slug: 'necklaces' } as const;
const detailsKey = ['catalogue', 'category-details', 'category', 'necklaces'];
const listingKey = (state: { terms?: number[]; sort?: string; price?: string | null; page?: number } = {}) => [
  'catalogue',
  'listing',
  'category',
  'necklaces',
  { terms: state.terms ?? [], sort: state.sort ?? 'random', price: state.price ?? null, page: state.page ?? 1 },
];

const meta = {
  title: 'Catalogue/ListingPage',
  component: Listing,
  args: { scope },
  parameters: {
    layout: 'fullscreen',
    route: '/list/category/necklaces',
    queryData: [
      [detailsKey, necklacesDetails],
      [listingKey(), listingAnswer(necklaces, { lastPage: 3 })],
    ],
  },
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, breadcrumb, sibling slider, sort, filters with counts, products, pagination and tabs. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Necklaces' })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(necklaces.length);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Chips for the applied filters and "Clear all filters" (catalogue §2, §4). */
export const Filtered: Story = {
  parameters: {
    route: '/list/category/necklaces?filter=12%2C31&price=under-70000&sort=lowtohigh',
    queryData: [
      [detailsKey, necklacesDetails],
      [
        listingKey({ terms: [12, 31], sort: 'lowtohigh', price: 'under-70000' }),
        listingAnswer(necklaces.slice(0, 3), { lastPage: 1 }),
      ],
    ],
  },
};

/** 4 product placeholders while the products load (catalogue §9). */
export const Loading: Story = {
  parameters: { queryData: [[detailsKey, necklacesDetails]], queryLoading: [listingKey()] },
};

/** 'No Products Found' and no pagination. */
export const Empty: Story = {
  parameters: {
    queryData: [
      [detailsKey, necklacesDetails],
      [listingKey(), listingAnswer([], { lastPage: 1 })],
    ],
  },
};

/** A failed listing stops loading with no message (catalogue §8). */
export const Failed: Story = {
  parameters: { queryData: [[detailsKey, necklacesDetails]], queryError: [listingKey()] },
};
