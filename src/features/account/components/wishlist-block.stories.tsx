import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import wishlistPage from '@fixtures/special-pages/wishlist.json';
import { resetStoryWishlist, STORY_TOKEN } from '@fixtures/responses/account';
import { userToken } from '@/data/account/user-token';
import { FAV_DATA_KEY } from '@/data/wishlist/fav-data';
import { PageSections } from '@/renderer/page-sections';
import { RegistryProvider } from '@/renderer/registry-context';
import { accountBlocks } from '../blocks';

/** The /account/wishlist page JSON drawn by the renderer with the account feature's `wishlist` block (issue 9 §0). */
function WishlistPageJson({ sections }: { sections: unknown[] }) {
  return (
    <RegistryProvider registry={accountBlocks}>
      <PageSections sections={sections} path="wishlist" />
    </RegistryProvider>
  );
}

/** The block's code loads lazily, as on the page; a cold Storybook may take a few seconds. */
const LOAD_MS = 10_000;

const signedIn = (ids?: number[]) => () => {
  userToken.write(STORY_TOKEN);
  resetStoryWishlist(ids);
  return () => {
    userToken.clear();
    resetStoryWishlist();
  };
};

const meta = {
  title: 'Account/WishlistPage',
  component: WishlistPageJson,
  args: { sections: wishlistPage.sections },
  parameters: { route: '/account/wishlist' },
} satisfies Meta<typeof WishlistPageJson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the Register and Login prompt (catalogue §2 "Wishlist"). */
export const Guest: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Register' }, { timeout: LOAD_MS })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** Loading: 6 placeholders (catalogue §9). */
export const Loading: Story = {
  beforeEach: signedIn(),
  parameters: { queryLoading: [FAV_DATA_KEY] },
  play: async () => {
    await expect(await screen.findAllByTestId('wishlist-placeholder', undefined, { timeout: LOAD_MS })).toHaveLength(6);
  },
};

/** The customer's items, each with quantity 1 and Add to Cart. */
export const Items: Story = {
  beforeEach: signedIn(),
  play: async () => {
    // The wishlist's own list, beside the account menu's.
    const wishlist = within(await screen.findByRole('region', { name: 'Wishlist' }, { timeout: LOAD_MS }));
    const list = within(await wishlist.findByRole('list', undefined, { timeout: LOAD_MS }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getAllByText('Quantity: 1')).toHaveLength(3);
  },
};

export const ItemsMobile: Story = { ...Items, globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Nothing kept yet. */
export const Empty: Story = {
  beforeEach: signedIn([]),
  play: async () => {
    await expect(await screen.findByText(/Your wishlist is empty/, undefined, { timeout: LOAD_MS })).toBeVisible();
  },
};
