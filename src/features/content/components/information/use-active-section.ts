import { useCallback, useEffect, useRef, useState } from 'react';

/** spec: catalogue §9 — a section is active once its top is within 180 px of the viewport's top. */
export const ACTIVE_SECTION_OFFSET = 180;

/**
 * How long the page may go without a scroll event before a move to a chosen section counts as over, where the
 * browser has no `scrollend` event (or the page did not need to move).
 */
export const CHOSEN_SETTLE_MS = 400;

/**
 * The id of the section the reader is in (catalogue §2 "Jewellery care": the side list tracks the scroll): the
 * last of `ids` whose element's top has come within ACTIVE_SECTION_OFFSET px of the top of the viewport, or the
 * first while none has. Measured once per frame at most, on scroll and resize.
 *
 * `choose(id)` marks a section the reader picked from the list at once and keeps it marked while the page moves
 * there, and after, until the reader scrolls again. The move may end short of the 180 px line: the last section
 * of a page that cannot scroll so far, or sections above it laid out afresh as the page passes them (ADR 050).
 * The list still shows the section asked for.
 */
export function useActiveSection(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('\n');
  // The picked section while the page moves to it (`settled` false) or rests there (true).
  const chosen = useRef<{ id: string; settled: boolean } | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const settleLater = useCallback(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      if (chosen.current) chosen.current.settled = true;
    }, CHOSEN_SETTLE_MS);
  }, []);

  const choose = useCallback(
    (id: string) => {
      chosen.current = { id, settled: false };
      setActive(id);
      settleLater();
    },
    [settleLater],
  );

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (chosen.current) return;
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
    const onScroll = () => {
      const picked = chosen.current;
      if (picked && !picked.settled) {
        // Still moving to the picked section.
        settleLater();
        return;
      }
      // The reader scrolls on their own: the list follows the scroll again.
      chosen.current = null;
      schedule();
    };
    const onScrollEnd = () => {
      if (chosen.current) chosen.current.settled = true;
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settleTimer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', schedule);
    };
  }, [key, settleLater]);
  return [active, choose];
}
