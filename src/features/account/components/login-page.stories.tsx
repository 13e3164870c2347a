import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { userToken } from '@/data/account/user-token';
import { LoginPage } from './login-page';

/** /login step 1 (catalogue §2 "Sign-in", §5 "Login"), answered by the canned logincheck (fixtures/responses/account.ts). */
const meta = {
  title: 'Account/LoginPage',
  component: LoginPage,
  parameters: { route: '/login?redirect=/account/wishlist' },
  beforeEach: () => () => userToken.clear(),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(await screen.findByLabelText('Email address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

export const Empty: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Both fields empty: a red border each, no message, nothing sent. */
export const RequiredFields: Story = {
  play: async () => {
    await fill('', '');
    await expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    await fill('asha.verma', 'Kundan@2026');
    await expect(await screen.findByText('Invalid Email Format')).toBeVisible();
  },
};

/** The server's message in a red alert. */
export const WrongPassword: Story = {
  play: async () => {
    await fill('asha.verma@example.in', 'not-her-password');
    await expect(await screen.findByRole('alert')).toHaveTextContent('The email or password you entered is incorrect.');
  },
};

/** A demo customer signs in: the server's message in green (then, on the site, the redirect after 1 s). */
export const SignedIn: Story = {
  play: async () => {
    await fill('asha.verma@example.in', 'Kundan@2026');
    await expect(await screen.findByRole('status')).toHaveTextContent('You have signed in successfully.');
  },
};
