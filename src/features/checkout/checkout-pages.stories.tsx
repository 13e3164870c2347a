import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import addressPage from '@fixtures/special-pages/address.json';
import checkoutPage from '@fixtures/special-pages/checkout.json';
import giftCardThanksPage from '@fixtures/special-pages/giftcardthankyou.json';
import giftingPage from '@fixtures/special-pages/gifting.json';
import thankYouPage from '@fixtures/special-pages/thankyou.json';
import { STORY_TOKEN } from '@fixtures/responses/account';
import { bagReply, customerBagLines, storySettings } from '@fixtures/responses/cart';
import {
  STORY_GIFT_ORDER,
  STORY_ORDER_NUMBER,
  storyAddressReply,
  storyCountries,
  storyGiftCardOrder,
  storyGuestCheckout,
  storyOrder,
  storyRajasthanCities,
  storyStates,
} from '@fixtures/responses/checkout';
import { STORY_SHOPPER } from '@fixtures/responses/content';
import { guestBag } from '@fixtures/sessions';
import { userToken } from '@/data/account/user-token';
import { BAG_KEY, bagFromReply } from '@/data/cart/bag';
import { cartSession } from '@/data/cart/cart-session';
import { addressSession } from '@/data/checkout/address-session';
import { couponSession } from '@/data/checkout/coupon-session';
import { PageSections } from '@/renderer/page-sections';
import { RegistryProvider } from '@/renderer/registry-context';
import { checkoutBlocks } from './blocks';

/**
 * The checkout's pages as their page JSON lays them out (fixtures/special-pages): the checkout feature's
 * special blocks drawn by the renderer like CMS blocks (issue 10 §0; spec: shell §2 "Address step",
 * "Payment step", "Order confirmation", "Gift card purchase", "Gift card confirmation").
 */
function CheckoutPageJson({ sections, path }: { sections: unknown[]; path: string }) {
  return (
    <RegistryProvider registry={checkoutBlocks}>
      <PageSections sections={sections} path={path} />
    </RegistryProvider>
  );
}

/** The blocks' code loads lazily, as on the page; a cold Storybook may take a few seconds. */
const LOAD_MS = 10_000;

const places = [
  [['content', 'settings'], storySettings],
  [['checkout', 'countries'], storyCountries],
  [['checkout', 'states'], storyStates],
  [['checkout', 'cities', 29], storyRajasthanCities],
] as const;

const signedIn = [
  [[...BAG_KEY, 'customer'], bagFromReply(bagReply(customerBagLines).data)],
  [['account', 'addresses'], storyAddressReply],
  [['account', 'user'], { status: 'success', message: '', rowUserData: STORY_SHOPPER }],
] as const;

const meta = {
  title: 'Checkout/Pages',
  component: CheckoutPageJson,
  args: { sections: addressPage.sections, path: 'address' },
  parameters: { queryData: places, route: '/address' },
} satisfies Meta<typeof CheckoutPageJson>;

export default meta;
type Story = StoryObj<typeof meta>;

const withGuestBag = () => {
  cartSession.write(guestBag);
  return () => cartSession.clear();
};

/**
 * A guest on the address step: e-mail with "Purchased before? Sign in", the shipping form, CONTINUE TO PAY;
 * sent empty, every field names what it needs in the spec's words and focus goes to the first.
 */
export const AddressGuest: Story = {
  beforeEach: withGuestBag,
  play: async ({ userEvent }) => {
    const submit = await screen.findByRole('button', { name: 'CONTINUE TO PAY' }, { timeout: LOAD_MS });
    await expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    await userEvent.click(submit);
    await expect(await screen.findByText('Please enter Email Address')).toBeVisible();
    await expect(screen.getByText('Please Enter Mobile NUmber')).toBeVisible();
    await expect(screen.getByText('Please select Address type')).toBeVisible();
    await expect(screen.getByLabelText('Email address')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Purchased before? Sign in' }));
    await expect(screen.getByLabelText('Password')).toBeVisible();
  },
};

/** A customer with saved addresses: name, e-mail and Logout, the address cards (the default chosen). */
export const AddressSavedCards: Story = {
  beforeEach: () => {
    userToken.write(STORY_TOKEN);
    return () => userToken.clear();
  },
  parameters: { queryData: [...places, ...signedIn] },
  play: async () => {
    const cards = await screen.findByRole('group', { name: 'Shipping address' }, { timeout: LOAD_MS });
    const radios = within(cards).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios[0]).toBeChecked();
    await expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add New Address' })).toBeVisible();
  },
};

/** The payment step for a guest: shipping details with Change, note, the five methods (COD chosen), Pay Now. */
export const Payment: Story = {
  args: { sections: checkoutPage.sections, path: 'checkout' },
  parameters: { route: '/checkout' },
  beforeEach: () => {
    cartSession.write(guestBag);
    addressSession.write(storyGuestCheckout);
    couponSession.write({ discount_amount: 500, promo_id: 2, promo_code: 'FESTIVE2000', cart_amount: 30000 });
    return () => {
      cartSession.clear();
      addressSession.clear();
      couponSession.clear();
    };
  },
  play: async () => {
    await expect(await screen.findByRole('radio', { name: 'Cash on Delivery' }, { timeout: LOAD_MS })).toBeChecked();
    for (const name of ['UPI', 'Debit/Credit Cards', 'Wallet', 'Net Banking']) {
      await expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/address');
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText('Coupon discount')).toBeVisible();
    // The bag's 500 ms loader (shell §4) holds Pay Now, then lets it go.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled(), { timeout: 3000 });
  },
};

/** The confirmation: every field and summary line, the delivery estimate, support and continue shopping. */
export const ThankYou: Story = {
  args: { sections: thankYouPage.sections, path: 'thankyou' },
  parameters: {
    route: `/thankyou/${STORY_ORDER_NUMBER}`,
    queryData: [
      [['content', 'settings'], storySettings],
      [['checkout', 'order', ''], storyOrder],
    ],
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Thank you, Meera Kapoor!' }, { timeout: LOAD_MS }),
    ).toBeVisible();
    await expect(screen.getByText(STORY_ORDER_NUMBER)).toBeVisible();
    await expect(screen.getByText('Tax (3% GST)')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  },
};

/** Someone else's order number: the not-found state. */
export const ThankYouNotFound: Story = {
  args: { sections: thankYouPage.sections, path: 'thankyou' },
  parameters: { queryData: [[['checkout', 'order', ''], null]] },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Order not found' }, { timeout: LOAD_MS })).toBeVisible();
  },
};

/** /gifting for a customer: the three values, the recipient, the terms; sent empty, the spec's messages. */
export const GiftCardPurchase: Story = {
  args: { sections: giftingPage.sections, path: 'gifting' },
  parameters: { route: '/gifting' },
  beforeEach: () => {
    userToken.write(STORY_TOKEN);
    return () => userToken.clear();
  },
  play: async ({ userEvent }) => {
    const pay = await screen.findByRole('button', { name: 'Pay ₹11,000.00' }, { timeout: LOAD_MS });
    await userEvent.click(screen.getByRole('radio', { name: '₹21,000.00' }));
    await expect(screen.getByRole('button', { name: 'Pay ₹21,000.00' })).toBeVisible();
    await userEvent.click(pay);
    await expect(await screen.findByText('Please enter the Reciepient Name')).toBeVisible();
    await expect(screen.getByText('Please enter the Reciepient Email')).toBeVisible();
    await expect(screen.getByText('Please enter the Reciepient Mobile')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Recipient e-mail'), 'ananya@');
    await userEvent.click(pay);
    await expect(await screen.findByText('Invalid Email Format')).toBeVisible();
  },
};

/** /giftcardthankyou/{id}: order id, name, the message, the card's code, value, recipient and transaction. */
export const GiftCardConfirmation: Story = {
  args: { sections: giftCardThanksPage.sections, path: 'giftcardthankyou' },
  parameters: {
    route: `/giftcardthankyou/${STORY_GIFT_ORDER}`,
    queryData: [[['checkout', 'gift-card-order', ''], storyGiftCardOrder]],
  },
  play: async () => {
    await expect(
      await screen.findByText('Your gift card has been sent to your email.', undefined, { timeout: LOAD_MS }),
    ).toBeVisible();
    await expect(screen.getByText(storyGiftCardOrder.gt_giftcard_code)).toBeVisible();
    await expect(screen.getByText('₹21,000.00')).toBeVisible();
  },
};
