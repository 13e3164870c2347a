import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { KB100, LINEAR_MS, msFor } from '../../tests/support/linear-time';

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

describe('custom size spellings', () => {
  it.each([
    ['480 px', { mode: 'custom', width: 480 }],
    ['480PX', { mode: 'custom', width: 480 }],
    ['480 px x 600 px', { mode: 'custom', width: 480, height: 600 }],
    ['480pxx600px', { mode: 'custom', width: 480, height: 600 }],
    ['480×600', { mode: 'custom', width: 480, height: 600 }],
    ['480 * 600', { mode: 'custom', width: 480, height: 600 }],
    ['480, 600', { mode: 'custom', width: 480, height: 600 }],
    ['\t480\u00a0x\u00a0600\n', { mode: 'custom', width: 480, height: 600 }],
    ['99999x99999', { mode: 'custom', width: 99999, height: 99999 }],
    ['480x0', { mode: 'custom', width: 480 }],
  ])('reads %j', (custom, expected) => {
    expect(imageSize('custom', custom)).toEqual(expected);
  });

  it.each(['480x', 'x600', '480 600', '480 p x', '480px px', '480xx600', '123456', '480x123456', '4 80', '480x600!'])(
    'falls back to full for %j',
    (custom) => {
      expect(imageSize('custom', custom)).toEqual({ mode: 'full' });
      expect(imageSize('full', custom)).toEqual({ mode: 'full' });
    },
  );
});

describe('custom size on long input', () => {
  const spaces = (n: number) => ' '.repeat(n);

  it.each([
    ['spaces after the width', `1${spaces(KB100)}!`],
    ['spaces around "px"', `1${spaces(KB100 / 2)}px${spaces(KB100 / 2)}!`],
    ['spaces around the separator', `1${spaces(KB100 / 2)}x${spaces(KB100 / 2)}!`],
    ['spaces after the height', `1x2${spaces(KB100)}!`],
    ['no-break spaces on both ends', `\u00a0${'\u00a0'.repeat(KB100)}1x2${'\u00a0'.repeat(KB100)}`],
    ['only spaces', spaces(KB100)],
    ['digits', '1'.repeat(KB100)],
    ['"px" over and over', `1${'px'.repeat(KB100 / 2)}`],
  ])('reads %s (100 KB) in linear time', (_, custom) => {
    expect(msFor(() => imageSize('custom', custom))).toBeLessThan(LINEAR_MS);
    expect(msFor(() => imageSize('full', custom))).toBeLessThan(LINEAR_MS);
  });

  it('still reads a size padded with 100 KB of spaces', () => {
    expect(imageSize('custom', `${spaces(KB100)}480 x 600${spaces(KB100)}`)).toEqual({
      mode: 'custom',
      width: 480,
      height: 600,
    });
  });
});
