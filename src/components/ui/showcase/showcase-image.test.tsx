import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShowcaseImage } from './showcase-image';

const img = (container: HTMLElement) => container.querySelector('img');

describe('ShowcaseImage', () => {
  it('joins a bare file name with the base path and loads lazily, as decoration', () => {
    const { container } = render(<ShowcaseImage file="salim.webp" base="/media/team/" width={600} height={750} />);
    expect(img(container)?.getAttribute('src')).toBe('/media/team/salim.webp');
    expect(img(container)?.getAttribute('alt')).toBe('');
    expect(img(container)?.getAttribute('loading')).toBe('lazy');
    expect(img(container)?.getAttribute('width')).toBe('600');
  });

  it("offers the copies of a store file that fill its place, and none of another host's (ADR 041)", () => {
    const own = render(<ShowcaseImage file="salim.webp" base="/media/team/" width={600} height={750} sizes="50vw" />);
    expect(img(own.container)?.getAttribute('srcset')).toBe(
      '/media/team/salim.webp?w=320 320w, /media/team/salim.webp?w=480 480w, /media/team/salim.webp 600w',
    );
    expect(img(own.container)?.getAttribute('sizes')).toBe('50vw');
    const other = render(
      <ShowcaseImage file="https://cdn.example.in/a.webp" base="" width={600} height={750} sizes="50vw" />,
    );
    expect(img(other.container)?.hasAttribute('srcset')).toBe(false);
  });

  it('keeps rooted and absolute URLs, and loads eagerly above the fold', () => {
    const { container } = render(
      <ShowcaseImage file="https://cdn.example.in/a.webp" base="/media/team/" width={1} height={1} eager />,
    );
    expect(img(container)?.getAttribute('src')).toBe('https://cdn.example.in/a.webp');
    expect(img(container)?.getAttribute('loading')).toBe('eager');
    expect(img(container)?.getAttribute('fetchpriority')).toBe('high');
  });

  it("falls back to the call's default image, then to the spec's default image (shell §9)", () => {
    const { container } = render(
      <ShowcaseImage
        file="gone.webp"
        base="/media/team/"
        fallback="/media/defaults/person.webp"
        width={1}
        height={1}
      />,
    );
    fireEvent.error(img(container) as HTMLImageElement);
    expect(img(container)?.getAttribute('src')).toBe('/media/defaults/person.webp');
    fireEvent.error(img(container) as HTMLImageElement);
    expect(img(container)?.getAttribute('src')).toBe('/img/default_img.png');
    fireEvent.error(img(container) as HTMLImageElement);
    expect(img(container)?.getAttribute('src')).toBe('/img/default_img.png');
  });

  it('shows the default image at once for a missing file', () => {
    const { container } = render(<ShowcaseImage file="" base="/media/team/" fallback="" width={1} height={1} />);
    expect(img(container)?.getAttribute('src')).toBe('/img/default_img.png');
  });
});
