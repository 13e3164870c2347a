import { useCallback, useId, useRef } from 'react';
import type { HeroBanner } from '@schemas/cms';
import { SafeHtml } from '@/components/ui/safe-html';
import { useExclusiveVideo } from '@/lib/exclusive-video';
import { mediaUrl } from '@/lib/media';
import { bannerHref, bannerLinkLabel } from './banner-link';
import { HERO_SIZE, type HeroVariant } from './hero-dimensions';
import styles from './hero-banner.module.css';

interface SlideProps {
  banner: HeroBanner;
  index: number;
  total: number;
  variant: HeroVariant;
  reducedMotion: boolean;
}

/** React sets `muted` as a property after mount; set it before play so autoplay is allowed everywhere. */
const muteVideo = (video: HTMLVideoElement | null) => {
  if (!video) return;
  video.muted = true;
  video.defaultMuted = true;
};

/** One hero slide: image, or video when slider_view is 2, with the optional HTML description over it. */
export function HeroSlide({ banner, index, total, variant, reducedMotion }: SlideProps) {
  const captionId = useId();
  const { width, height } = HERO_SIZE[variant];
  const first = index === 0;
  const video = useRef<HTMLVideoElement | null>(null);
  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    muteVideo(element);
    video.current = element;
  }, []);
  // spec: shell §2 "Only one video plays at a time": a hero video plays while on screen (its slide showing)
  // and pauses otherwise. Only the first slide also has the autoplay attribute, so it can start before the
  // code runs; several autoplaying slides would pause one another through the one-at-a-time rule.
  useExclusiveVideo(video, { playInView: true });
  const media =
    banner.slider_view === 2 ? (
      <video
        ref={videoRef}
        className={styles.media}
        src={mediaUrl(banner.slider_video)}
        width={width}
        height={height}
        muted
        autoPlay={first && !reducedMotion}
        controls={reducedMotion}
        loop
        playsInline
        preload={first ? 'auto' : 'metadata'}
      />
    ) : (
      <img
        className={styles.media}
        src={mediaUrl(banner.slider_image)}
        alt=""
        width={width}
        height={height}
        sizes="100vw"
        // The first slide is the page's largest paint: fetch it first, never lazily.
        fetchPriority={first ? 'high' : undefined}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? 'auto' : 'async'}
      />
    );
  const href = bannerHref(banner);
  const hasCaption = banner.slider_desc.trim() !== '';
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`}>
      {href ? (
        // spec: shell §2 — banners open in a new tab.
        <a
          className={styles.slideLink}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-labelledby={hasCaption ? captionId : undefined}
          aria-label={hasCaption ? undefined : bannerLinkLabel(banner)}
        >
          {media}
        </a>
      ) : (
        media
      )}
      {hasCaption && (
        <div id={captionId} className={styles.caption}>
          <SafeHtml html={banner.slider_desc} className={styles.captionBody} />
        </div>
      )}
    </div>
  );
}
