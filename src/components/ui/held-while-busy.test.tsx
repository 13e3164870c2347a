import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { heldWhileBusy } from './held-while-busy';

function Stepper({ onStep }: { onStep: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      {...heldWhileBusy(busy, () => {
        setBusy(true);
        void onStep().finally(() => setBusy(false));
      })}
    >
      Increase quantity
    </button>
  );
}

describe('heldWhileBusy', () => {
  it('keeps the focus on the button while its action runs, and refuses its clicks until it ends', async () => {
    let finish = () => {};
    const onStep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Stepper onStep={onStep} />);
    const button = screen.getByRole('button', { name: 'Increase quantity' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onStep).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(onStep).toHaveBeenCalledTimes(2);
  });

  it('submits nothing through a busy submit button, by click or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Code
          <input />
        </label>
        <button type="submit" {...heldWhileBusy(true)}>
          Apply
        </button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText('Code'), 'DIWALI{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes a click on when not busy', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <button type="submit" {...heldWhileBusy(false)}>
          Apply
        </button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
