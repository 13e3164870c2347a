import { describe, expect, it } from 'vitest';
import { externalVideo, galleryVideo } from './gallery-source';

const item = (file: string, url = '', caption = '') => ({
  home_gallery_video_url: file,
  home_gallery_orvideo_url: url,
  home_gallery_caption_text: caption,
});

describe('galleryVideo', () => {
  it('prefers the uploaded file, with the poster stored beside it', () => {
    expect(galleryVideo(item('/media/videos/kundan-setting.mp4', 'https://youtu.be/Xk3pQ9rT2aB', ' Kundan '))).toEqual({
      kind: 'file',
      caption: 'Kundan',
      src: '/media/videos/kundan-setting.mp4',
      poster: '/media/videos/kundan-setting.webp',
    });
  });

  it('skips items with nothing to play', () => {
    expect(galleryVideo(item('', '', 'Caption only'))).toBeNull();
    expect(galleryVideo(item('', 'javascript:alert(1)'))).toBeNull();
    expect(galleryVideo(item('', 'ftp://example.in/video.mp4'))).toBeNull();
  });
});

describe('externalVideo', () => {
  const embed = (url: string) => {
    const video = externalVideo(url, '');
    return video?.kind === 'embed' ? video.embedSrc : video?.kind;
  };

  it('embeds YouTube through the privacy-enhanced player, from the parsed id only', () => {
    const player = 'https://www.youtube-nocookie.com/embed/Xk3pQ9rT2aB?autoplay=1&playsinline=1&rel=0';
    expect(embed('https://www.youtube.com/watch?v=Xk3pQ9rT2aB&list=abc')).toBe(player);
    expect(embed('https://youtu.be/Xk3pQ9rT2aB?t=12')).toBe(player);
    expect(embed('https://m.youtube.com/shorts/Xk3pQ9rT2aB')).toBe(player);
    expect(embed('https://www.youtube-nocookie.com/embed/Xk3pQ9rT2aB')).toBe(player);
  });

  it('embeds Vimeo with do-not-track, keeping an unlisted video’s hash', () => {
    expect(embed('https://vimeo.com/123456789')).toBe('https://player.vimeo.com/video/123456789?autoplay=1&dnt=1');
    expect(embed('https://vimeo.com/123456789/ab12cd')).toBe(
      'https://player.vimeo.com/video/123456789?autoplay=1&dnt=1&h=ab12cd',
    );
    expect(embed('https://player.vimeo.com/video/42?h=ff00')).toBe(
      'https://player.vimeo.com/video/42?autoplay=1&dnt=1&h=ff00',
    );
  });

  it('links out for look-alike hosts, bad ids and other sites', () => {
    expect(embed('https://youtube.com.evil.example/watch?v=Xk3pQ9rT2aB')).toBe('link');
    expect(embed('https://www.youtube.com/watch?v=short')).toBe('link');
    expect(embed('https://vimeo.com/channels/staffpicks')).toBe('link');
    expect(externalVideo('https://www.instagram.com/reel/C0dEf/', 'Reel')).toEqual({
      kind: 'link',
      caption: 'Reel',
      href: 'https://www.instagram.com/reel/C0dEf/',
      host: 'instagram.com',
    });
  });

  it('ignores anything that is not an http(s) URL', () => {
    expect(externalVideo('javascript:alert(1)', '')).toBeNull();
    expect(externalVideo('data:text/html,hi', '')).toBeNull();
    expect(externalVideo('not a url', '')).toBeNull();
  });
});
