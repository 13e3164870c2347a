import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { DropHintModal } from './drop-hint-modal';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

function renderModal() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DropHintModal productId={12} productName="Jadau Bangle" open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
};
const complete = {
  "Recipient's Name": 'Kavya',
  "Recipient's Email": 'kavya@example.in',
  'Your Name': 'Arjun',
  'Your Email': 'arjun@example.in',
};

beforeEach(() => callApiMock.mockReset());

describe('Drop a Hint (catalogue §2, §4, §5, §8)', () => {
  it("names each missing field with the spec's messages, and sends nothing", async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Please enter the Sender Name')).toBeTruthy();
    expect(screen.getByText('Please enter the Sender Email')).toBeTruthy();
    expect(screen.getByText('Please enter the Recipient Name')).toBeTruthy();
    expect(screen.getByText('Please enter the Recipient Email')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it("says 'Invalid Email Format' for either address", async () => {
    const { user } = renderModal();
    await fill(user, { ...complete, "Recipient's Email": 'kavya', 'Your Email': 'arjun@' });
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(screen.getAllByText('Invalid Email Format')).toHaveLength(2));
  });

  it('toggles a preview of the message with PREVIEW', async () => {
    const { user } = renderModal();
    await fill(user, complete);
    const previewButton = screen.getByRole('button', { name: 'PREVIEW' });
    await user.click(previewButton);
    expect(screen.getByText(/Arjun \(arjun@example\.in\) has their eye on Jadau Bangle/)).toBeTruthy();
    await user.click(previewButton);
    expect(screen.queryByText(/has their eye on/)).toBeNull();
  });

  it("shows the server's error in a red banner and stays open", async () => {
    callApiMock.mockResolvedValue({ status: 'error', message: 'This product is no longer available.' });
    const { user, onOpenChange } = renderModal();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This product is no longer available.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the hint, shows the success in green and closes 1 second later', async () => {
    callApiMock.mockResolvedValue({ status: 'success', message: 'Your hint is on its way.' });
    const { user, onOpenChange } = renderModal();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your hint is on its way.');
    expect(callApiMock.mock.calls[0]?.[1]).toEqual({
      recipents_name: 'Kavya',
      recipents_email: 'kavya@example.in',
      recipents_user_name: 'Arjun',
      recipents_user_email: 'arjun@example.in',
      recipents_product_id: 12,
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  });
});
