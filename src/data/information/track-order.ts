import { useMutation } from '@tanstack/react-query';
import { trackOrder } from '@schemas/calls/order-lookup';
import type { TrackOrderForm } from '@schemas/order-lookup';
import { callApi } from '@/data/call-api';

/**
 * POST track-order (issue 12 §1): an order's status and tracker dates for its number and the e-mail it was
 * placed with. A wrong pair answers one neutral message; nothing is cached (each lookup is asked afresh).
 */
export const useTrackOrder = () =>
  useMutation({
    mutationKey: ['information', 'track-order'],
    mutationFn: (form: TrackOrderForm) => callApi(trackOrder, form),
  });
