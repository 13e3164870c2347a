import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import menu from '@fixtures/content/menu.json';
import { MenuResponseSchema } from '@schemas/content';
import { TopMenu } from './top-menu';

const { data: entries } = MenuResponseSchema.parse({ status: 'success', data: menu, imageUrl: '' });

const meta = {
  title: 'Navigation/TopMenu',
  component: TopMenu,
  args: { entries, imageUrl: '' },
  decorators: [
    (Story) => (
      <nav aria-label="Main menu" style={{ background: 'var(--color-surface)', minHeight: 560 }}>
        <Story />
      </nav>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The mega menu open: link columns, and image boxes (one falls back to the default image). */
export const MegaMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Jewellery' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DropdownOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clothing' }));
  },
};
