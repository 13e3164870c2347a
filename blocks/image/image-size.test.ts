import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

describe('imageSize', () => {
  it('defaults to full', () => {
    expect(imageSize('', '')).toEqual({ mode: 'full' });
    expect(imageSize('FULL', '480')).toEqual({ mode: 'full' });
  });

  it('reads original', () => {
    expect(imageSize('original', '')).toEqual({ mode: 'original' });
  });

  it('reads a custom width or width and height', () => {
    expect(imageSize('custom', '480')).toEqual({ mode: 'custom', width: 480 });
    expect(imageSize('custom', '480px')).toEqual({ mode: 'custom', width: 480 });
    expect(imageSize('custom', '480x600')).toEqual({ mode: 'custom', width: 480, height: 600 });
    expect(imageSize('Custom', ' 480 X 600 ')).toEqual({ mode: 'custom', width: 480, height: 600 });
  });

  it('falls back to full for an unreadable custom size', () => {
    expect(imageSize('custom', 'big')).toEqual({ mode: 'full' });
    expect(imageSize('custom', '0')).toEqual({ mode: 'full' });
    expect(imageSize('custom', '')).toEqual({ mode: 'full' });
  });
});

describe('intrinsic size of full and original images', () => {
  it('reads a WxH custom size as the intrinsic size so the space is reserved', () => {
    expect(imageSize('full', '1200x800')).toEqual({ mode: 'full', width: 1200, height: 800 });
    expect(imageSize('original', '600x400')).toEqual({ mode: 'original', width: 600, height: 400 });
  });
  it('ignores a width-only custom size on a full image', () => {
    expect(imageSize('full', '480')).toEqual({ mode: 'full' });
  });
});
