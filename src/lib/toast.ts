import { TOAST_BAG, TOAST_CHECKOUT } from '@domain/constants';

/** The two toasters of spec shell §9; AppToaster renders one <Toaster id> for each. */
export const BAG_TOASTER_ID = 'bag';
export const CHECKOUT_TOASTER_ID = 'checkout';

type ToastId = string | number;

/**
 * Sonner loads with the first toast (or the first interaction, app/deferred-toaster.tsx), never with a
 * page: the hearts and bag buttons on / that call these would otherwise put it in the first load
 * (≤ 190 KB, ARCHITECTURE quality bars). Sonner keeps a toast shown before its Toaster mounts.
 */
const sonner = () => import('sonner').then((m) => m.toast);

function toaster(toasterId: string, duration: number) {
  // One toast per id (spec: shell §9): sonner replaces a live toast that has the same id.
  const options = (id?: ToastId) => ({ toasterId, duration, ...(id === undefined ? {} : { id }) });
  return {
    success: (message: string, id?: ToastId) => void sonner().then((toast) => toast.success(message, options(id))),
    error: (message: string, id?: ToastId) => void sonner().then((toast) => toast.error(message, options(id))),
  };
}

/** Bag area: top-right, closes after 5000 ms (spec: shell §9). */
export const toastBag = toaster(BAG_TOASTER_ID, TOAST_BAG.duration);

/** Checkout and search areas: bottom-center, closes after 2000 ms with a progress bar (spec: shell §9). */
export const toastCheckout = toaster(CHECKOUT_TOASTER_ID, TOAST_CHECKOUT.duration);
