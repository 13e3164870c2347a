import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

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
    // After the frame that answers the interaction: the toaster's code is not what the tap is waiting for.
    const arm = () => afterNextPaint(() => setReady(true));
    for (const type of FIRST_INTERACTION) window.addEventListener(type, arm, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, arm, { capture: true });
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
