import { useEffect, useState } from 'react';
import { LOADING_DELAY_MS } from '@domain/constants';

/**
 * True for the first LOADING_DELAY_MS after each open (spec: shell §4 "a loading spinner of about 0.5 s",
 * §9 "bag spinner 500 ms"), so opening the bag always reads as the bag being fetched.
 */
export function useOpenSpinner(open: boolean): boolean {
  const [spinning, setSpinning] = useState(open);
  useEffect(() => {
    if (!open) return undefined;
    setSpinning(true);
    const timer = window.setTimeout(() => setSpinning(false), LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return open && spinning;
}
