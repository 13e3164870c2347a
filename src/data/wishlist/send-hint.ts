import { useMutation } from '@tanstack/react-query';
import { recipentProcess } from '@schemas/calls/wishlist';
import type { HintRequestSchema } from '@schemas/wishlist';
import type { z } from 'zod/mini';
import { callApi } from '@/data/call-api';

export type HintRequest = z.input<typeof HintRequestSchema>;

/** POST /recipentprocess (catalogue §7): sends a hint about a product; guests may send one too. */
export function useSendHint() {
  return useMutation({
    mutationKey: ['wishlist', 'hint'],
    mutationFn: (hint: HintRequest) => callApi(recipentProcess, hint),
  });
}
