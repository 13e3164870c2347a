import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { guestBag } from '@fixtures/sessions';
import { userToken } from '@/data/account/user-token';
import { cartSession } from '@/data/cart/cart-session';
import menu from '@fixtures/content/menu.json';
import settings from '@fixtures/content/settings.json';
import { MenuResponseSchema, SettingsResponseSchema } from '@schemas/content';
import { Header } from './header';

const settingsResponse = SettingsResponseSchema.parse({
  status: 'success',
  sitesettings: settings,
  setting_image_path: '',
});
const menuResponse = MenuResponseSchema.parse({ status: 'success', data: menu, imageUrl: '' });
const user = {
  status: 'success',
  message: '',
  rowUserData: { user_fname: 'Meera', user_lname: 'Iyer', user_email: 'meera@example.in' },
};

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: { onOpenSearch: fn(), onOpenMenu: fn() },
  parameters: {
    layout: 'fullscreen',
    queryData: [
      [['content', 'settings'], settingsResponse],
      [['content', 'menu'], menuResponse],
    ],
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

// The story frame (.storybook/preview.tsx) provides the QueryClient, seeded from `queryData`, and the router.
export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Menu still loading: the 7 placeholder items (spec: shell §2). */
export const LoadingMenu: Story = {
  parameters: {
    queryData: [[['content', 'settings'], settingsResponse]],
    queryLoading: [['content', 'menu']],
  },
};

export const SignedIn: Story = {
  parameters: {
    queryData: [
      [['content', 'settings'], settingsResponse],
      [['content', 'menu'], menuResponse],
      [['account', 'user'], user],
    ],
  },
  beforeEach: () => {
    userToken.write('story-token');
    cartSession.write(guestBag);
    return () => {
      userToken.clear();
      cartSession.clear();
    };
  },
};
