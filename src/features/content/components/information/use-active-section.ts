import { useEffect, useState } from 'react';

/** spec: catalogue §9 — a section is active once its top is within 180 px of the viewport's top. */
export const ACTIVE_SECTION_OFFSET = 180;

/**
 * The id of the section the reader is in (catalogue §2 "Jewellery care": the side list tracks the scroll): the
 * last of `ids` whose element's top has come within ACTIVE_SECTION_OFFSET px of the top of the viewport, or the
 * first while none has. Measured once per frame at most, on scroll and resize.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = list[0];
      for (const id of list) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= ACTIVE_SECTION_OFFSET) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}
