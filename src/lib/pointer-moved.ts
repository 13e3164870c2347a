/**
 * Whether a mousemove was the pointer moving, rather than the browser updating hover after the page scrolled
 * under a resting pointer (that update comes at the pointer's old screen position). Every mousemove in the
 * document is compared with the one before it; the first one counts as a move.
 */
const moved = new WeakSet<Event>();
let last: { x: number; y: number } | null = null;
let listening = false;

function track(event: MouseEvent) {
  if (last === null || last.x !== event.screenX || last.y !== event.screenY) moved.add(event);
  last = { x: event.screenX, y: event.screenY };
}

/** Starts watching (once, from the first component that asks). */
export function watchPointer(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('mousemove', track, { capture: true, passive: true });
}

export const pointerMoved = (event: Event): boolean => moved.has(event);
