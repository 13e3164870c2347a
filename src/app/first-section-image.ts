import { ColumnShellSchema, SectionShellSchema, withNumericHomeType } from '@schemas/cms';
import { ImageBlockSchema } from '@schemas/cms-content-blocks';
import type { ImageSizing } from '@schemas/media-widths';
import { imageSize, imageSizing } from '@blocks/image/image-size';

/**
 * The first image block of a content set's first section, which the renderer draws above the fold (loaded
 * eagerly, at high priority), and how it picks its copy. The route table's preload hints name it, and a
 * content page's header yields its own priority to it on a phone (ADR 059).
 */
export function firstSectionImage(sections: readonly unknown[]): { href: string; sizing?: ImageSizing } | null {
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
