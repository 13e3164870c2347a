import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import myAccountPage from '@fixtures/special-pages/my-account.json';
import myOrderPage from '@fixtures/special-pages/my-order.json';
import orderDetailPage from '@fixtures/special-pages/order-detail.json';
import profilePage from '@fixtures/special-pages/profile.json';
import { STORY_TOKEN } from '@fixtures/responses/account';
import { storyOrderIn } from '@fixtures/responses/account-area';
import { userToken } from '@/data/account/user-token';
import { AccountPageJson } from './account-page-json';

/**
 * The account area's pages as their page JSON lays them out (fixtures/special-pages): the side menu beside
 * each page, answered by the canned calls of fixtures/responses/account-area.ts for the story shopper, whose
 * orders are the seed's demo orders in all six statuses (issue 11 §0, §2; catalogue §2 "Account area", §4).
 */

const LOAD_MS = 10_000;
const mobile = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Account/Area pages',
  component: AccountPageJson,
  args: { sections: myAccountPage.sections, path: 'my-account', pattern: '/my-account' },
  parameters: { route: '/my-account' },
  beforeEach: () => {
    userToken.write(STORY_TOKEN);
    return () => userToken.clear();
  },
} satisfies Meta<typeof AccountPageJson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: the menu and the latest orders. */
export const Overview: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Recent orders' }, { timeout: LOAD_MS })).toBeVisible();
    await screen.findAllByRole('link', { name: /^Order PDK-/ }, { timeout: LOAD_MS });
    await expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OverviewMobile: Story = { ...Overview, globals: mobile };

/** Logout asks first: 'Are you sure ? Want to log out'. */
export const LogoutQuestion: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: LOAD_MS }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure ? Want to log out' });
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
  },
};

/** Order History: every order, newest first. */
export const OrderHistory: Story = {
  args: { sections: myOrderPage.sections, path: 'account/my-order', pattern: '/account/my-order' },
  parameters: { route: '/account/my-order' },
  play: async () => {
    const links = await screen.findAllByRole('link', { name: /^Order PDK-/ }, { timeout: LOAD_MS });
    await expect(links).toHaveLength(6);
  },
};

export const OrderHistoryMobile: Story = { ...OrderHistory, globals: mobile };

const detailArgs = { sections: orderDetailPage.sections, path: 'order-detail', pattern: '/order-detail/:id' };
const detail = (status: number, label: string): Story => ({
  args: detailArgs,
  parameters: { route: `/order-detail/${storyOrderIn(status).trans_order_number}` },
  play: async () => {
    const tracker = await screen.findByRole('list', { name: 'Order progress' }, { timeout: LOAD_MS });
    await expect(within(tracker).getByText(label)).toBeVisible();
  },
});

/** The tracker in each of the six statuses (catalogue §4). Only a placed order can be cancelled. */
export const DetailPlaced: Story = {
  ...detail(0, 'Item Picked Up'),
  play: async (context) => {
    await detail(0, 'Item Picked Up').play?.(context);
    await expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  },
};
export const DetailConfirmed = detail(1, 'Confirmed');
export const DetailShipped = detail(2, 'Shipped');
export const DetailDelivered = detail(3, 'Delivered');
export const DetailCancelled = detail(4, 'Cancelled');
export const DetailOnHold = detail(5, 'On Hold');
export const DetailMobile: Story = { ...detail(2, 'Shipped'), globals: mobile };

/** Cancel Order without a reason: 'Please choose cancel reason'. */
export const CancelModal: Story = {
  ...detail(0, 'Item Picked Up'),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }, { timeout: LOAD_MS }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await expect(await within(dialog).findByText('Please choose cancel reason')).toBeVisible();
  },
};

/** Someone else's order number: the not-found state. */
export const DetailNotFound: Story = {
  args: detailArgs,
  parameters: { route: '/order-detail/PDK-NOTYOURS00' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Order not found' }, { timeout: LOAD_MS })).toBeVisible();
  },
};

const profileArgs = { sections: profilePage.sections, path: 'account/profile', pattern: '/account/profile' };

/** Account Details, step 1: name, e-mail and Change Password. */
export const Profile: Story = {
  args: profileArgs,
  parameters: { route: '/account/profile' },
  play: async () => {
    await screen.findByRole('button', { name: 'Change Password' }, { timeout: LOAD_MS });
  },
};

/** Step 2 with a mismatch: 'Password and confirm password should be same'. */
export const ProfilePasswordMismatch: Story = {
  ...Profile,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: LOAD_MS }));
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Lotus2027');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Lotus2028');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await expect(await screen.findByText('Password and confirm password should be same')).toBeVisible();
  },
};

/**
 * Step 3: changed (back to step 1 after 2.5 s). The visual check stops the page's timers once the play has
 * ended, so its screenshot is step 3 however long the page takes to settle.
 */
export const ProfilePasswordChanged: Story = {
  ...Profile,
  parameters: { ...Profile.parameters, visual: { holdTimers: true } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: LOAD_MS }));
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Lotus2027');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Lotus2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await expect(await screen.findByText('Your password has been changed.')).toBeVisible();
  },
};
