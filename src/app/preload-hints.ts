import { MOBILE_BREAKPOINT_PX } from '@domain/constants';
import type { HeroBanner } from '@schemas/cms';
import type { CallResponse } from '@schemas/contract';
import { mediaSrcSet, type ImageSizing } from '@schemas/media-widths';
import { PAGE_HEADER_IMAGE } from '@/features/content/components/page-image-sizes';
import { firstSectionImage } from './first-section-image';

const MOBILE = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const DESKTOP = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;
/** Only same-origin paths of plain characters go into a header. */
const SAFE_PATH = /^\/[\w\-./%]+$/;

const join = (file: string, base: string) => (file.startsWith('/') ? file : `${base.replace(/\/?$/, '/')}${file}`);

function imageLink(href: string, media?: string, sizing?: ImageSizing): string | null {
  if (!SAFE_PATH.test(href)) return null;
  const srcSet = sizing && mediaSrcSet(href, sizing.ownWidth, sizing.widths);
  const responsive = srcSet && sizing ? `; imagesrcset="${srcSet}"; imagesizes="${sizing.sizes}"` : '';
  return `<${href}>; rel=preload; as=image; fetchpriority=high${responsive}${media ? `; media="${media}"` : ''}`;
}

const present = (links: (string | null | undefined | false | '')[]) => links.filter((l): l is string => Boolean(l));

/** The first slide's image, when the first slide is an image (slider_view 2 is a video). */
const firstImage = (banners: readonly HeroBanner[]) => {
  const first = banners[0];
  return first && first.slider_view !== 2 && first.slider_image ? first.slider_image : null;
};

/**
 * `Link: rel=preload` hints for a page's largest image, so the browser fetches it while the script
 * still loads instead of after the page's data arrives (ARCHITECTURE quality bars: LCP).
 * The home page preloads its first hero slide for each device set. Only the server reads these (the route
 * table's `hints`, which the browser's build leaves out).
 */
export function homeLinks(banners: CallResponse<'top-banner-list'>): string[] {
  const desktop = firstImage(banners.resTopBannerData);
  const mobile = firstImage(banners.resMobileBannerData);
  return present([desktop && imageLink(desktop, DESKTOP), mobile && imageLink(mobile, MOBILE)]);
}

/** A page's largest image, when it has one (a product's first image). */
export const imageLinks = (href: string | null, sizing?: ImageSizing): string[] =>
  present([href && imageLink(href, undefined, sizing)]);

/**
 * A content page preloads its header image and the first image of its first section per device set. On a
 * phone the header is a strip a quarter of the width high, and a first-section image is the larger paint: the
 * header is then preloaded for desktops only (ADR 059; the page header draws it at low priority there).
 */
export function contentPageLinks(page: CallResponse<'pagecontent'>): string[] {
  const header = page.data?.page_header_image;
  const desktop = firstSectionImage(page.resAppearanceHomeBrowserData);
  const mobile = firstSectionImage(page.resAppearanceHomeMobileData);
  return present([
    header && imageLink(join(header, page.header_image_path), mobile ? DESKTOP : undefined, PAGE_HEADER_IMAGE),
    desktop && imageLink(desktop.href, DESKTOP, desktop.sizing),
    mobile && imageLink(mobile.href, MOBILE, mobile.sizing),
  ]);
}
