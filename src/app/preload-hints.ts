import { MOBILE_BREAKPOINT_PX } from '@domain/constants';
import { ColumnShellSchema, SectionShellSchema, withNumericHomeType, type HeroBanner } from '@schemas/cms';
import { ImageBlockSchema } from '@schemas/cms-content-blocks';
import type { CallResponse } from '@schemas/contract';
import { mediaSrcSet, type ImageSizing } from '@schemas/media-widths';
import { imageSize, imageSizing } from '@blocks/image/image-size';
import { PAGE_HEADER_IMAGE } from '@/features/content/components/page-image-sizes';

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

/** The first image block of the first section, which the renderer loads eagerly (above the fold), and how it picks its copy. */
function firstSectionImage(sections: readonly unknown[]): { href: string; sizing?: ImageSizing } | null {
  const section = SectionShellSchema.safeParse(sections[0]);
  if (!section.success) return null;
  for (const rawColumn of section.data.has_many_home_inner) {
    const column = ColumnShellSchema.safeParse(rawColumn);
    if (!column.success) continue;
    for (const detail of column.data.has_many_home_details) {
      const image = ImageBlockSchema.safeParse(withNumericHomeType(detail));
      if (!image.success) continue;
      const sizing = imageSizing(imageSize(image.data.home_size, image.data.home_custom_size));
      return { href: image.data.home_image, ...(sizing ? { sizing } : {}) };
    }
  }
  return null;
}

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

/** A content page preloads its header image and the first image of its first section per device set. */
export function contentPageLinks(page: CallResponse<'pagecontent'>): string[] {
  const header = page.data?.page_header_image;
  const desktop = firstSectionImage(page.resAppearanceHomeBrowserData);
  const mobile = firstSectionImage(page.resAppearanceHomeMobileData);
  return present([
    header && imageLink(join(header, page.header_image_path), undefined, PAGE_HEADER_IMAGE),
    desktop && imageLink(desktop.href, DESKTOP, desktop.sizing),
    mobile && imageLink(mobile.href, MOBILE, mobile.sizing),
  ]);
}
