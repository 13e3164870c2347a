import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sandboxWindowHtml, type SandboxWindow } from './sandbox-window';

/**
 * The sandbox provider's payment window (ADR 022) as the server serves it, in a frame as the checkout script
 * opens it: the method opened on the shopper's choice, Pay and Fail, and the closed state. Its script
 * (window.js) is not loaded here: the story shows what the shopper sees, the journeys what it does.
 */
function PaymentWindow({ view }: { view: SandboxWindow }) {
  return (
    <iframe
      title="Sandbox payment window"
      srcDoc={sandboxWindowHtml(view)}
      style={{ display: 'block', width: 420, height: 560, margin: '24px auto', border: 0, borderRadius: 12 }}
    />
  );
}

const meta = {
  title: 'Checkout/Payment window',
  component: PaymentWindow,
  parameters: { layout: 'fullscreen', backgrounds: { default: 'dark' } },
  args: {
    view: {
      kind: 'pay',
      providerOrderId: 'order_Sbx7QJ2M9XK4Dq',
      amountPaise: 3_630_750,
      merchant: 'Padmakshya',
      description: 'Order PDK-7QJ2M9XK4D',
      color: '#7a1f2b',
      method: 'upi',
    },
  },
} satisfies Meta<typeof PaymentWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameDocument = async (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector('iframe');
  await new Promise<void>((resolve) => {
    if (frame?.contentDocument?.readyState === 'complete' && frame.contentDocument.body?.childElementCount) resolve();
    else frame?.addEventListener('load', () => resolve(), { once: true });
  });
  return frame?.contentDocument?.body ?? document.body;
};

/** Opened for UPI: the amount, the four methods, Pay ₹… and Fail payment. */
export const UPI: Story = {
  play: async ({ canvasElement }) => {
    const body = within(await frameDocument(canvasElement));
    await expect(body.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await expect(body.getByRole('button', { name: 'Pay ₹36,307.50' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Fail payment' })).toBeVisible();
  },
};

/** Opened on the card the shopper chose at checkout (Razorpay's prefill.method). */
export const Card: Story = {
  args: { view: { ...(meta.args.view as Extract<SandboxWindow, { kind: 'pay' }>), method: 'card' } },
  play: async ({ canvasElement }) => {
    const body = within(await frameDocument(canvasElement));
    await expect(body.getByRole('radio', { name: 'Card' })).toBeChecked();
  },
};

/** An order that can no longer be paid (paid already, released, or unknown): why, and nothing to press. */
export const Closed: Story = {
  args: { view: { kind: 'closed', message: 'This order has already been paid.' } },
  play: async ({ canvasElement }) => {
    const body = within(await frameDocument(canvasElement));
    await expect(body.getByRole('alert')).toHaveTextContent('This order has already been paid.');
    await expect(body.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};
