import type { MenuEntry } from '@schemas/content';

/** A menu link that leaves the shop (absolute http(s) or protocol-relative URL). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** Custom links come from the back office; anything but http(s), mailto, tel or a path is dropped. */
function safeCustomLink(link: string): string | null {
  const value = link.trim();
  if (value === '' || value === '#') return null;
  if (value.startsWith('/') || isExternalHref(value) || /^(mailto|tel):/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `/${value}`;
}

/**
 * Where a menu entry points. spec: shell §2 "Top menu" — link target priority: category
 * (/list/category/{cat_slug}), collection (/list/collection/{cat_slug}), content page (/{page_url}),
 * then the custom link; without any of them the entry links nowhere ('#').
 */
export function menuHref(entry: MenuEntry): string {
  const category = entry.categories?.cat_slug.trim();
  if (category) return `/list/category/${encodeURIComponent(category)}`;
  const collection = entry.collection?.cat_slug.trim();
  if (collection) return `/list/collection/${encodeURIComponent(collection)}`;
  const page = entry.pages?.page_url.trim().replace(/^\/+/, '');
  if (page) return `/${page}`;
  return safeCustomLink(entry.menu_customlink) ?? '#';
}
