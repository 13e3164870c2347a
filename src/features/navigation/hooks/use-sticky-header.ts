import { useEffect, useState } from 'react';
import { HEADER_FIXED_AFTER_PX, MOBILE_BREAKPOINT_PX, MOBILE_HEADER_FIXED_AFTER_PX } from '@domain/constants';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether the header is fixed. spec: shell §2 "Header" — fixed after scrolling more than 200 px,
 * or more than 50 px at 768 px wide or narrower. A passive listener batches work into one
 * animation frame so scrolling never waits on React.
 */
export function useStickyHeader(): boolean {
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    let frame = 0;
    const update = () => {
      frame = 0;
      const threshold = mobile.matches ? MOBILE_HEADER_FIXED_AFTER_PX : HEADER_FIXED_AFTER_PX;
      setFixed(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    mobile.addEventListener('change', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      mobile.removeEventListener('change', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return fixed;
}
