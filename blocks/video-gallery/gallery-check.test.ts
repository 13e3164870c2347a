import { describe, expect, it } from 'vitest';
import { hasVideo, isWebUrl } from './gallery-check';
import { KB100, LINEAR_MS, msFor } from '../../tests/support/linear-time';

describe('isWebUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=Xk3pQ9rT2aB',
    'https://youtu.be/Xk3pQ9rT2aB',
    'http://vimeo.com/123456',
    'HTTPS://WWW.INSTAGRAM.COM/reel/abc/',
    '  https://example.in  ',
    'https://cdn.example.in:8080/a%20b',
    'https://a.',
    'https://..com',
    'https://user@host.example/x?y=1#z',
  ])('follows %j', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    '',
    'www.youtube.com/watch?v=1',
    '/media/videos/intro.mp4',
    'ftp://example.com/a.mp4',
    'javascript:alert(1)//a.b',
    'https://localhost/video.mp4',
    'https://.com',
    'https://example/a.b',
    'https://example?a.b',
    'https://example#a.b',
    'https://exa mple.com',
    'https://example.com/a b',
    'https:/example.com',
  ])('does not follow %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('hasVideo', () => {
  const item = (file: string, url: string) => ({
    home_gallery_video_url: file,
    home_gallery_orvideo_url: url,
    home_gallery_caption_text: '',
  });
  it('takes an uploaded file, or else a web URL', () => {
    expect(hasVideo(item('/media/videos/a.mp4', ''))).toBe(true);
    expect(hasVideo(item('', 'https://youtu.be/abc'))).toBe(true);
    expect(hasVideo(item(' ', 'youtu.be/abc'))).toBe(false);
  });
});

describe('isWebUrl on long input', () => {
  it.each([
    ['dots then a space', `http://${'.'.repeat(KB100)} x`, false],
    ['dotted words then a space', `https://${'a.'.repeat(KB100 / 2)} x`, false],
    ['dots then a tab', `https://${'.'.repeat(KB100)}\tx`, false],
    ['a host without a dot', `https://${'a'.repeat(KB100)}`, false],
    ['slashes', `https://${'/'.repeat(KB100)}`, false],
    ['the scheme over and over', 'http://'.repeat(KB100 / 7), false],
    ['a valid but huge URL', `https://example.com/${'a.'.repeat(KB100 / 2)}`, true],
    ['a huge host', `https://${'a.'.repeat(KB100 / 2)}in`, true],
  ])('checks %s (100 KB) in linear time', (_, url, expected) => {
    let result: boolean | undefined;
    expect(msFor(() => (result = isWebUrl(url)))).toBeLessThan(LINEAR_MS);
    expect(result).toBe(expected);
  });
});
