import { describe, expect, it } from 'vitest';
import { videoPoster } from './video-source';

describe('videoPoster', () => {
  it('finds the poster beside a video on the store’s media server', () => {
    expect(videoPoster('/media/videos/handloom-weaving.mp4')).toBe('/media/videos/handloom-weaving.webp');
    expect(videoPoster('/media/videos/a.b.WEBM?v=2')).toBe('/media/videos/a.b.webp');
  });

  it('guesses nothing for videos elsewhere or for other files', () => {
    expect(videoPoster('https://cdn.example.in/media/videos/loom.mp4')).toBeUndefined();
    expect(videoPoster('/uploads/loom.mp4')).toBeUndefined();
    expect(videoPoster('/media/videos/loom.webp')).toBeUndefined();
  });
});
