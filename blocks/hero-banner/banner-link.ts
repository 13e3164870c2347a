import type { HeroBanner } from '@schemas/cms';
import { labelFromHref, safeHref } from '@/lib/links';

/**
 * Where a hero slide leads (spec: shell §2 "It opens a category, a tag or an external url in a new tab"):
 * category first (/list/category/{cat_slug}), then tag (/list/tag/{tag_slug}), then slider_url.
 */
export function bannerHref(banner: HeroBanner): string | undefined {
  const category = banner.cat_slug.trim();
  if (category) return `/list/category/${encodeURIComponent(category)}`;
  const tag = banner.tag_slug.trim();
  if (tag) return `/list/tag/${encodeURIComponent(tag)}`;
  return safeHref(banner.slider_url);
}

/** A name for a slide link that has no description to be named by. */
export function bannerLinkLabel(banner: HeroBanner): string {
  const name = banner.cat_slug ? banner.slider_category : banner.tag_slug ? banner.slider_tags : '';
  const readable = name && !/^\d+$/.test(name) ? name : (banner.cat_slug || banner.tag_slug).replace(/[-_]+/g, ' ');
  if (readable) return `Shop ${readable} (opens in a new tab)`;
  const href = safeHref(banner.slider_url);
  return `${href ? labelFromHref(href) : 'Open offer'} (opens in a new tab)`;
}
