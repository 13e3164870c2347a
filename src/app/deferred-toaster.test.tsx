import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('mounts the toasters only once a touch has made its tap, not while the finger is down', async () => {
    // The toasters' code already here: what the test sees is when they are mounted, not how long an import takes.
    await import('@/components/ui/toaster');
    render(<DeferredToaster />);
    act(() => {
      window.dispatchEvent(new Event('touchstart'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: /Bag notifications/ })).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('touchend'));
    });
    expect(await screen.findByRole('region', { name: /Bag notifications/ }, { timeout: 5_000 })).toBeTruthy();
  });
});
