import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec: shell §9 — the default loader on a white background. */
export const OnSurface: Story = { args: { label: 'Loading', surface: true, size: 'lg' } };

export const Small: Story = { args: { size: 'sm', label: 'Loading' } };
