import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORAGE_KEYS } from '@domain/constants';
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
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'story-token');
    window.localStorage.setItem(STORAGE_KEYS.cartSession, JSON.stringify([{ product_id: 1 }, { product_id: 2 }]));
    return () => {
      window.localStorage.removeItem(STORAGE_KEYS.userToken);
      window.localStorage.removeItem(STORAGE_KEYS.cartSession);
    };
  },
};
