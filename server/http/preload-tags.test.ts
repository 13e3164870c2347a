import { describe, expect, it } from 'vitest';
import { missingPreloadTags, parsePreloadHint, preloadTag } from './preload-tags';

const card =
  '</media/p.webp>; rel=preload; as=image; fetchpriority=high; imagesrcset="/media/p.webp?w=320 320w, /media/p.webp 600w"; imagesizes="(max-width: 1023px) calc(50vw - 24px), 300px"';
const phoneOnly = '</media/tall.webp>; rel=preload; as=image; fetchpriority=high; media="(max-width: 768px)"';

describe("a drawn page's preload tags", () => {
  it('reads a hint as the route table writes it, quoted values with commas and semicolons whole', () => {
    const hint = parsePreloadHint(card);
    expect(hint?.href).toBe('/media/p.webp');
    expect(Object.fromEntries(hint?.attributes ?? [])).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      imagesrcset: '/media/p.webp?w=320 320w, /media/p.webp 600w',
      imagesizes: '(max-width: 1023px) calc(50vw - 24px), 300px',
    });
  });

  it('reads nothing from what is not a preload hint', () => {
    for (const bad of ['', '/media/p.webp', '</a>; rel=stylesheet', '</a>; rel=preload; as="unclosed', '</a> junk'])
      expect(parsePreloadHint(bad), bad).toBeNull();
  });

  it('writes a tag with its attributes escaped, leaving out parameters a tag does not take', () => {
    const hint = parsePreloadHint('</a.webp>; rel=preload; as=image; media="(x)&\'<"; onload=alert');
    expect(hint && preloadTag(hint)).toBe('<link href="/a.webp" rel="preload" as="image" media="(x)&amp;\'&lt;" />');
  });

  it('adds only what React has not written into the markup', () => {
    const markup =
      '<link rel="preload" as="image" imageSrcSet="/media/p.webp?w=320 320w, /media/p.webp 600w" imageSizes="x" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/media/wide.webp" fetchPriority="high"/>';
    expect(missingPreloadTags([card, '</media/wide.webp>; rel=preload; as=image', phoneOnly], markup)).toBe(
      '<link href="/media/tall.webp" rel="preload" as="image" fetchpriority="high" media="(max-width: 768px)" />',
    );
    expect(missingPreloadTags([], markup)).toBe('');
  });
});
