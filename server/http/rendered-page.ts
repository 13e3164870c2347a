/**
 * What the server and the built renderer say to each other about a page (docs/decisions/014-server-rendering.md):
 * the data `load` found, the page `render` drew, and the checks every answer passes before it is used. Whatever
 * fails them leaves the page to the browser (ssr.ts).
 */

/**
 * What the renderer's `load` found for a URL, from the data its routes declare: the status to answer,
 * `Link: rel=preload` values for its largest image, and the page state the browser starts from.
 */
export interface PageData {
  status: 200 | 302 | 404;
  /** Where a 302 sends the browser: a path of this site. */
  location?: string;
  links: string[];
  /** Sent as the page-state JSON data block when the page is served unrendered. */
  state: unknown;
}

/** What a drawn page says of itself for the document's head besides its title (a product page's). */
export interface PageHeadFields {
  description?: string;
  /** A path of this site; made absolute against the request's origin. */
  canonical?: string;
  /** schema.org JSON-LD, written as a `<script type="application/ld+json">` data block. */
  structuredData?: Record<string, unknown>;
}

/** A page the renderer drew. */
export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** The page state with the hydration state, sent as the page-state JSON data block. */
  state: unknown;
  title?: string;
  head?: PageHeadFields;
}

export interface PageRenderer {
  /** The data of the page at `url`, or null (serve it unrendered, without data). */
  load(url: string): Promise<PageData | null>;
  /**
   * The page `data` is for, drawn for the guessed device and with the guest's mirrored browser storage
   * (ADR 024), or null (serve it unrendered, with its data).
   */
  render(url: string, data: PageData, mobile: boolean, storage?: Record<string, string>): Promise<RenderedPage | null>;
}

/**
 * Phones get the mobile content set (spec: shell §2, §9 "mobile breakpoint 768 px"). The client hint
 * decides when the browser sends it (Chromium does); otherwise the User-Agent's usual mobile markers.
 */
export function guessMobile(headers: { clientHint?: string | undefined; userAgent?: string | undefined }): boolean {
  const hint = headers.clientHint?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(headers.userAgent ?? '');
}

/** A path of this site: a redirect never leaves it (`//host` and `/\\host` would). */
const isLocalPath = (value: unknown) => typeof value === 'string' && /^\/(?![/\\])/.test(value);

export const isPageData = (value: unknown): value is PageData =>
  typeof value === 'object' &&
  value !== null &&
  ((value as PageData).status === 200 ||
    (value as PageData).status === 404 ||
    ((value as PageData).status === 302 && isLocalPath((value as PageData).location))) &&
  Array.isArray((value as PageData).links) &&
  (value as PageData).links.every((link) => typeof link === 'string') &&
  typeof (value as PageData).state === 'object';

const isHead = (head: unknown): head is PageHeadFields => {
  if (head === undefined) return true;
  if (typeof head !== 'object' || head === null) return false;
  const { description, canonical, structuredData } = head as PageHeadFields;
  return (
    (description === undefined || typeof description === 'string') &&
    (canonical === undefined || isLocalPath(canonical)) &&
    (structuredData === undefined || (typeof structuredData === 'object' && structuredData !== null))
  );
};

export const isRenderedPage = (value: unknown): value is RenderedPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RenderedPage).html === 'string' &&
  typeof (value as RenderedPage).state === 'object' &&
  ((value as RenderedPage).title === undefined || typeof (value as RenderedPage).title === 'string') &&
  isHead((value as RenderedPage).head);
