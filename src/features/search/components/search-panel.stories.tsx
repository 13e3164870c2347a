import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SearchPanel } from './search-panel';

const meta = {
  title: 'Search/SearchPanel',
  component: SearchPanel,
  args: { open: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Under two characters: the spec's message (shell §5), and the panel stays open. */
export const ValidationMessage: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Search products'), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please type atleast two character for better search',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Nothing typed: the spec's first message (shell §5), and no search. */
export const EmptySearch: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Go' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please type something here to search');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A valid term closes the panel and goes to the results (shell §2 "Search result screen"). */
export const Searches: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Search products'), 'kundan{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
