import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MediaWindowContext } from '@/lib/use-media-query';
import styles from './page-json-playground.module.css';

/** An empty standards-mode document; srcdoc frames share the page's origin and base URL (/media works). */
const FRAME_DOCUMENT = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/**
 * Copies the page's stylesheets into the frame and keeps them in step (block code loads lazily and adds
 * its CSS later; Vite's hot reload rewrites it), so the frame renders exactly what the page would.
 * Only what changed is touched: a stylesheet copied again would load again and flash unstyled content.
 */
function mirrorStyles(frameDocument: Document): () => void {
  const copies = new Map<Element, Element>();
  const sync = () => {
    const sources = [...document.head.querySelectorAll('style, link[rel="stylesheet"]')];
    const present = new Set(sources);
    for (const [source, copy] of copies) {
      if (present.has(source)) continue;
      copy.remove();
      copies.delete(source);
    }
    for (const source of sources) {
      const copy = copies.get(source);
      if (!copy) {
        const clone = source.cloneNode(true) as Element;
        frameDocument.head.appendChild(clone);
        copies.set(source, clone);
      } else if (source.tagName === 'STYLE' && copy.textContent !== source.textContent) {
        copy.textContent = source.textContent;
      }
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * One device of the playground: a frame `width` × `height` CSS pixels, scaled down to fit its column.
 * Its children render into the frame through a portal, so they share the page's React tree (query
 * cache, registry, preview mode) while CSS media queries and `useMediaQuery` see the frame's width.
 */
export function DeviceFrame({
  title,
  width,
  height,
  children,
}: {
  title: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(0.5);
  const [frame, setFrame] = useState<{ window: Window; root: HTMLElement } | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const fit = () => setScale(Math.min(1, box.clientWidth / width) || 0.5);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return undefined;
    let unmirror = () => undefined as void;
    const attach = () => {
      const doc = iframe.contentDocument;
      const win = iframe.contentWindow;
      // The frame starts on about:blank and then loads its srcdoc: render into the latter only.
      if (!doc?.body || !win || win.location.href !== 'about:srcdoc') return;
      unmirror();
      unmirror = mirrorStyles(doc);
      // A preview never navigates: a CMS link clicked in the frame would replace the frame's document.
      doc.addEventListener('click', (event) => {
        const target = event.target as Partial<Element> | null;
        if (target?.closest?.('a[href]')) event.preventDefault();
      });
      const root = doc.createElement('div');
      doc.body.appendChild(root);
      setFrame({ window: win, root });
    };
    attach();
    iframe.addEventListener('load', attach);
    return () => {
      iframe.removeEventListener('load', attach);
      unmirror();
    };
  }, []);

  return (
    <div ref={boxRef} className={styles.deviceBox} style={{ height: Math.round(height * scale) }}>
      <iframe
        ref={frameRef}
        title={title}
        srcDoc={FRAME_DOCUMENT}
        className={styles.frame}
        style={{ width, height, transform: `scale(${scale})` }}
      />
      {frame
        ? createPortal(
            <MediaWindowContext.Provider value={frame.window}>{children}</MediaWindowContext.Provider>,
            frame.root,
          )
        : null}
    </div>
  );
}
