import { lineKey } from '@domain/cart';
import type { CartLine } from '@schemas/cart';
import { useAddToBag, useDecreaseLine, useRemoveLine } from '@/data/cart/bag-changes';
import type { LineActions } from './bag-line';

/** The bag's own controls on a line (+, −, remove) and which line is changing (its loader, shell §4). */
export function useLineActions(): { actions: LineActions; busyLine: (line: CartLine) => boolean } {
  const { add, pendingLine: adding } = useAddToBag();
  const { decrease, pendingLine: decreasing } = useDecreaseLine();
  const { remove, pendingLine: removing } = useRemoveLine();
  const busy = new Set([adding, decreasing, removing]);
  return {
    actions: {
      onIncrease: (line) => void add(line),
      onDecrease: (line) => void decrease(line),
      onRemove: (line) => void remove(line),
    },
    busyLine: (line) => busy.has(lineKey(line)),
  };
}
