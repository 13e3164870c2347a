import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { toastBag, toastCheckout } from '@/lib/toast';
import { AppToaster } from './toaster';

describe('AppToaster and toasts (spec: shell §9)', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it('shows bag toasts top-right, one per id', async () => {
    render(<AppToaster />);
    act(() => {
      toastBag.success('Added to Wishlist', 'wishlist');
      toastBag.error('Removed from wishlist', 'wishlist');
    });
    const region = screen.getByRole('region', { name: /Bag notifications/ });
    expect(await within(region).findByText('Removed from wishlist')).toBeTruthy();
    expect(within(region).queryByText('Added to Wishlist')).toBeNull();
    expect(region.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('top');
    expect(region.querySelector('[data-sonner-toaster]')?.getAttribute('data-x-position')).toBe('right');
  });

  it('shows checkout toasts bottom-center in their own toaster', async () => {
    render(<AppToaster />);
    act(() => {
      toastCheckout.error('Please enter Coupon Code');
    });
    const bag = screen.getByRole('region', { name: /Bag notifications/ });
    const regions = screen.getAllByRole('region');
    const checkout = regions.find((r) => r !== bag);
    expect(checkout).toBeTruthy();
    expect(await within(checkout as HTMLElement).findByText('Please enter Coupon Code')).toBeTruthy();
    expect(within(bag).queryByText('Please enter Coupon Code')).toBeNull();
    const list = (checkout as HTMLElement).querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('center');
  });
});
