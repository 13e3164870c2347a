import type { Meta, StoryObj } from '@storybook/react-vite';
import { products } from '@fixtures/index';
import type { ProductCard } from '@schemas/catalogue';
import { SearchResults } from './search-results-page';

const cards: ProductCard[] = products
  .filter((p) => /kundan|polki|jhumka/i.test(p.product_name))
  .map((p) => ({ ...p, arrayImages: p.images, ufp_id: 0 }));
const found = { status: 'success', data: { data: cards } };
const none = { status: 'success', data: { data: [] } };

const meta = {
  title: 'Search/SearchResultsPage',
  component: SearchResults,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  args: { term: 'kundan' },
  parameters: { queryData: [[['catalogue', 'search', 'kundan'], found]] },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** 8 skeleton cards while loading (spec: shell §9). */
export const Loading: Story = {
  args: { term: 'silk' },
  parameters: { queryLoading: [['catalogue', 'search', 'silk']] },
};

export const Empty: Story = {
  args: { term: 'tiara' },
  parameters: { queryData: [[['catalogue', 'search', 'tiara'], none]] },
};

/** A term under two characters in the URL shows the message instead of searching. */
export const InvalidTerm: Story = { args: { term: 'k' } };
