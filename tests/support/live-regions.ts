import type { Page } from '@playwright/test';

export interface LiveEvent {
  /** 'status' | 'alert' for a message, 'dialog-closed' when the last open dialog went away. */
  kind: string;
  text: string;
  /** performance.now() in the page. */
  at: number;
}

interface Recorder {
  __e2eLive?: LiveEvent[];
}

/**
 * Records, inside the page, every status/alert message that appears and every dialog closing, with page
 * timestamps. Messages that show for a second (spec: shell §4, newsletter) are then asserted reliably
 * even on a busy machine, where polling from the test could miss them.
 */
export async function recordLiveRegions(page: Page) {
  await page.evaluate(() => {
    const events: LiveEvent[] = [];
    (window as Recorder).__e2eLive = events;
    const seen = new WeakMap<Element, string>();
    let dialogOpen = document.querySelector('[role="dialog"]') !== null;
    const scan = () => {
      document.querySelectorAll('[role="status"], [role="alert"]').forEach((el) => {
        const text = (el.textContent ?? '').trim();
        if (!text || seen.get(el) === text) return;
        seen.set(el, text);
        events.push({ kind: el.getAttribute('role') ?? '', text, at: performance.now() });
      });
      const open = document.querySelector('[role="dialog"]') !== null;
      if (dialogOpen && !open) events.push({ kind: 'dialog-closed', text: '', at: performance.now() });
      dialogOpen = open;
    };
    new MutationObserver(scan).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

export function liveEvents(page: Page): Promise<LiveEvent[]> {
  return page.evaluate(() => (window as Recorder).__e2eLive ?? []);
}
