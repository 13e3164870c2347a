import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Which first-level item of the top menu is open. spec: shell §2 "Top menu"; the task's access rules:
 * opens on hover and on click/Enter/ArrowDown, closes on Escape, outside click and route change.
 */
export function useMenuDisclosure(rootRef: RefObject<HTMLElement | null>, focusTrigger: (index: number) => void) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);

  // Route change closes the menu (adjusting state during render, not in an effect).
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenIndex(null);
  }

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpenIndex(null);
  }, []);

  const hoverOpen = (index: number) => {
    cancelClose();
    if (openIndex !== index) openedByHover.current = true;
    setOpenIndex(index);
  };
  const hoverClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };
  /** A click after a hover-open keeps the item open, so mouse users do not close what they just opened. */
  const toggle = (index: number) => {
    cancelClose();
    if (openIndex === index && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpenIndex(openIndex === index ? null : index);
  };
  const open = (index: number) => {
    cancelClose();
    openedByHover.current = false;
    setOpenIndex(index);
  };

  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      focusTrigger(openIndex);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openIndex, close, rootRef, focusTrigger]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A pointer already resting on an item when the menu comes to life (a server-drawn page whose code
  // was still loading, ADR 014) had its hover before anything listened: open the item now, as that
  // hover would have. Items are the root's children, in entry order; only those with a panel open.
  useEffect(() => {
    const items = rootRef.current ? [...rootRef.current.children] : [];
    const index = items.findIndex((item) => item.matches(':hover') && item.querySelector('[aria-expanded]'));
    if (index < 0) return;
    openedByHover.current = true;
    setOpenIndex(index);
  }, [rootRef]);

  return { openIndex, open, close, toggle, hoverOpen, hoverClose };
}
