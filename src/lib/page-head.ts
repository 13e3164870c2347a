import { createContext, useContext, useEffect } from 'react';

/** spec: the shop's name, as the tab titles end ("{title} | Padmakshya", src/app/hooks/use-document-title.ts). */
const SITE_NAME = 'Padmakshya';

/**
 * What a page says about itself beyond its title (issue 9 §3: "Each product page has its own title,
 * description, canonical URL and Product structured data, server-rendered").
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The page's canonical path ("/product/silk-saree"); the server makes it absolute. */
  canonical?: string;
  /** schema.org JSON-LD, written by the server as a `<script type="application/ld+json">` data block. */
  structuredData?: Record<string, unknown>;
}

/** Where the server renderer collects the page's head (src/entry-server.tsx); absent in the browser. */
export const HeadSinkContext = createContext<PageHead | null>(null);

const fullTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** The id of the structured data block the server writes (server/http/static-site.ts). */
export const STRUCTURED_DATA_ID = 'structured-data';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    if (element?.dataset.pageHead !== undefined) element.remove();
    return;
  }
  if (!element) {
    element = create();
    element.dataset.pageHead = '';
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Declares the page's head. The server renderer notes it while drawing (effects do not run there); in the
 * browser the tab title, description and canonical link follow client navigations. Structured data is for
 * crawlers, which load pages from the server: the browser only removes a block that belongs to a page it
 * has navigated away from.
 */
export function usePageHead(head: PageHead): void {
  const sink = useContext(HeadSinkContext);
  if (sink) Object.assign(sink, head.title ? { ...head, title: fullTitle(head.title) } : head);
  const { title, description, canonical } = head;
  useEffect(() => {
    if (title) document.title = fullTitle(title);
    if (description) document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical ? new URL(canonical, window.location.origin).href : undefined,
    );
    return () => {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.getElementById(STRUCTURED_DATA_ID)?.remove();
    };
  }, [title, description, canonical]);
}
