import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { userToken } from '@/data/account/user-token';
import menu from '@fixtures/content/menu.json';
import { MenuResponseSchema } from '@schemas/content';
import { MobileMenu } from './mobile-menu';

const menuResponse = MenuResponseSchema.parse({ status: 'success', data: menu, imageUrl: '' });

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  args: { open: true, onOpenChange: fn() },
  parameters: {
    layout: 'fullscreen',
    queryData: [[['content', 'menu'], menuResponse]],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = {
  parameters: {
    queryData: [
      [['content', 'menu'], menuResponse],
      [
        ['account', 'user'],
        {
          status: 'success',
          message: '',
          rowUserData: { user_fname: 'Meera', user_lname: 'Iyer', user_email: 'meera@example.in' },
        },
      ],
    ],
  },
  beforeEach: () => {
    userToken.write('story-token');
    return () => userToken.clear();
  },
};

/** A first-level item expanded, showing its second level. */
export const Expanded: Story = {
  // The drawer renders in a portal, outside the story's canvas.
  play: async ({ userEvent }) => {
    const toggle = await screen.findByRole('button', { name: 'Jewellery submenu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('link', { name: 'Necklaces' })).toBeVisible();
  },
};
