import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { whenPressEnds } from '@/lib/press';

const AppToaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.AppToaster })));

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts the toasters on the shopper's first interaction, keeping sonner out of the first load of /
 * (≤ 190 KB, ARCHITECTURE quality bars). Every toast follows an action, and sonner replays toasts
 * created before its Toaster subscribed, so none is lost while the chunk arrives.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // After the frame that answers the interaction: the toaster's code is not what the tap is waiting for. A
    // touch or a key waits for its tap or press first, which comes a moment after it (ADR 065).
    // Once: a tap's pointerdown and touchstart are one press.
    const disarm = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, arm, { capture: true });
    };
    const arm = (event: Event) => {
      disarm();
      whenPressEnds(event, () => afterNextPaint(() => setReady(true)));
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, arm, { capture: true, passive: true });
    return disarm;
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
