import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import cartPage from '@fixtures/special-pages/cart.json';
import { bagReply, customerBagLines, storyRecommendations, storySettings } from '@fixtures/responses/cart';
import { guestBag } from '@fixtures/sessions';
import { userToken } from '@/data/account/user-token';
import { BAG_KEY, bagFromReply } from '@/data/cart/bag';
import { cartSession } from '@/data/cart/cart-session';
import { couponSession } from '@/data/checkout/coupon-session';
import { PageSections } from '@/renderer/page-sections';
import { RegistryProvider } from '@/renderer/registry-context';
import { cartBlocks } from './blocks';

/**
 * The /cart page as its page JSON (fixtures/special-pages/cart.json) lays it out: the bag's special blocks
 * drawn by the renderer like CMS blocks (issue 9 §0; spec: shell §2 "Cart page").
 */
function CartPageJson({ sections }: { sections: unknown[] }) {
  return (
    <RegistryProvider registry={cartBlocks}>
      <PageSections sections={sections} path="cart" />
    </RegistryProvider>
  );
}

/** The blocks' code loads lazily, as on the page; a cold Storybook may take a few seconds. */
const LOAD_MS = 10_000;

const customerKey = [...BAG_KEY, 'customer'];
const recommendedKey = ['catalogue', 'recommended'];
const common = [
  [['content', 'settings'], storySettings],
  [recommendedKey, storyRecommendations],
] as const;

const meta = {
  title: 'Cart/CartPage',
  component: CartPageJson,
  args: { sections: cartPage.sections },
  parameters: { queryData: common, route: '/cart' },
} satisfies Meta<typeof CartPageJson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's bag: Shopping Bag {count}, the table, the subtotal and Proceed to Checkout, You May Also Like. */
export const GuestBag: Story = {
  beforeEach: () => {
    cartSession.write(guestBag);
    return () => cartSession.clear();
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Shopping Bag 2' }, { timeout: LOAD_MS })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    for (const name of ['Product', 'Price', 'Quantity', 'Total']) {
      await expect(table.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await expect(table.getAllByRole('row')).toHaveLength(1 + guestBag.length);
    await expect(
      await screen.findByRole('link', { name: 'Proceed to Checkout' }, { timeout: LOAD_MS }),
    ).toHaveAttribute('href', '/address');
    await expect(await screen.findByRole('heading', { name: 'You May Also Like' }, { timeout: LOAD_MS })).toBeVisible();
  },
};

/**
 * A coupon applied (COUPON_SESSION), its discount in the summary with 3% GST, and the gift card box; an empty
 * gift card code is named under the field and sends nothing (spec: shell §8 "Please enter Gift Card").
 */
export const WithCoupon: Story = {
  beforeEach: () => {
    cartSession.write(guestBag);
    couponSession.write({ discount_amount: 500, promo_id: 2, promo_code: 'FESTIVE2000', cart_amount: 30000 });
    return () => {
      cartSession.clear();
      couponSession.clear();
    };
  },
  play: async ({ userEvent }) => {
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }, { timeout: LOAD_MS }));
    await expect(summary.getByText('Coupon discount')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Remove coupon FESTIVE2000' })).toBeVisible();
    await expect(summary.getByText('Tax (3% GST)')).toBeVisible();
    await userEvent.click(summary.getByRole('button', { name: 'Apply' }));
    await expect(await summary.findByRole('alert')).toHaveTextContent('Please enter Gift Card');
  },
};

/** A customer's bag from the server, with a chosen variation and the made-to-order note. */
export const CustomerBag: Story = {
  beforeEach: () => {
    userToken.write('story-token');
    return () => userToken.clear();
  },
  parameters: { queryData: [...common, [customerKey, bagFromReply(bagReply(customerBagLines).data)]] },
};

/** The empty bag: Continue Shopping to / (spec: shell §2). */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Shopping Bag 0' }, { timeout: LOAD_MS })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  },
};

/** The suggestions on their way: 6 placeholders hold the slider's place. */
export const RecommendationsLoading: Story = {
  parameters: { queryData: [[['content', 'settings'], storySettings]], queryLoading: [recommendedKey] },
};

/** Each block alone, as a content page could place it. */
export const LinesBlockOnly: Story = {
  args: { sections: [{ has_many_home_inner: [{ has_many_home_details: [{ home_type: 'cart-lines' }] }] }] },
  beforeEach: () => {
    cartSession.write(guestBag);
    return () => cartSession.clear();
  },
};

export const Mobile: Story = { ...GuestBag, globals: { viewport: { value: 'mobile2', isRotated: false } } };
