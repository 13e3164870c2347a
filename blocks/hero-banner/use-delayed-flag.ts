import { useEffect, useState } from 'react';

/** True `ms` after `ready` became true (spec: shell §4 "hero slider shows a placeholder 500 ms after data arrives"). */
export function useDelayedFlag(ready: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ready, ms]);
  return ready && elapsed;
}
