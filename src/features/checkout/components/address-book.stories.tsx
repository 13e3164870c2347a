import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { STORY_TOKEN } from '@fixtures/responses/account';
import { storyAddressReply, storyCountries, storyRajasthanCities, storyStates } from '@fixtures/responses/checkout';
import { userToken } from '@/data/account/user-token';
import { AddressBook } from './address-book';

/**
 * The account's Addresses (catalogue §2 "Account area", §5 "Address form", §8): the checkout feature's
 * `address-book` block, which /account/my-address places beside the account menu; answered by the canned
 * get-user-address of fixtures/responses/checkout.ts.
 */
const meta = {
  title: 'Account/Address book',
  component: AddressBook,
  parameters: {
    route: '/account/my-address',
    queryData: [
      [['checkout', 'countries'], storyCountries],
      [['checkout', 'states'], storyStates],
      [['checkout', 'cities', 29], storyRajasthanCities],
      [['account', 'addresses'], storyAddressReply],
    ],
  },
  beforeEach: () => {
    userToken.write(STORY_TOKEN);
    return () => userToken.clear();
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD_MS = 10_000;

/** The saved addresses with Edit and Delete, and Add Address. */
export const Addresses: Story = {
  play: async () => {
    await screen.findAllByRole('button', { name: /^Edit/ }, { timeout: LOAD_MS });
  },
};

export const AddressesMobile: Story = { ...Addresses, globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** None saved: 'No Address Found!' with Add Address. */
export const AddressesEmpty: Story = {
  parameters: {
    queryData: [[['account', 'addresses'], { status: 'success', message: '', resUserAddress: [] }]],
  },
  play: async () => {
    await expect(await screen.findByText('No Address Found!', undefined, { timeout: LOAD_MS })).toBeVisible();
  },
};

/** Delete asks first: 'Are you sure about delete the address ?'. */
export const DeleteQuestion: Story = {
  play: async () => {
    const [first] = await screen.findAllByRole('button', { name: /^Delete/ }, { timeout: LOAD_MS });
    if (first) await userEvent.click(first);
    await expect(
      await screen.findByRole('alertdialog', { name: 'Are you sure about delete the address ?' }),
    ).toBeVisible();
  },
};

/** Add Address sent empty: the account form's own messages at the fields, the last name by its border. */
export const AddressMessages: Story = {
  play: async () => {
    await screen.findAllByRole('button', { name: /^Edit/ }, { timeout: LOAD_MS });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await expect(await within(dialog).findByText('Please Enter First Name')).toBeVisible();
    await expect(within(dialog).getByText(/^Please Enter\s+Appartment , Suite etc$/)).toBeVisible();
    await expect(within(dialog).getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
  },
};
