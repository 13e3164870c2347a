import { useState } from 'react';
import { DEFAULT_IMAGE } from '@domain/constants';
import { cx } from '@/lib/inline-style';
import { PRODUCT_THUMB_IMAGE } from '@/components/ui/product-card-image';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { Modal } from './modal';
import styles from './product-gallery.module.css';

const MAIN_SIZE = 800;
const THUMB_SIZE = 96;

/**
 * The product's gallery (catalogue §2): the chosen image large, thumbnails to choose another, and a
 * full-screen view on a tap of the large image (with previous and next). A variation's images replace the
 * product's (catalogue §4), so the choice goes back to the first when the images change.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const list = images.length > 0 ? images : [DEFAULT_IMAGE];
  const [state, setState] = useState({ images: list.join('|'), index: 0 });
  const [fullScreen, setFullScreen] = useState(false);
  const key = list.join('|');
  // A new set of images (another variation) starts at its first.
  if (state.images !== key) setState({ images: key, index: 0 });
  const index = state.images === key ? Math.min(state.index, list.length - 1) : 0;
  const choose = (next: number) => setState({ images: key, index: (next + list.length) % list.length });
  const current = mediaUrl(list[index]);

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        onClick={() => setFullScreen(true)}
        aria-label={`View ${name} full screen`}
      >
        <img
          className={styles.mainImage}
          src={current}
          alt={`${name}, view ${index + 1} of ${list.length}`}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </button>
      {list.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {list.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                className={cx(styles.thumb, i === index && styles.thumbActive)}
                aria-label={`Show image ${i + 1} of ${list.length}`}
                aria-pressed={i === index}
                onClick={() => choose(i)}
              >
                <img
                  src={mediaUrl(image)}
                  {...responsiveImage(mediaUrl(image), PRODUCT_THUMB_IMAGE)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  // Under the main picture on a phone's first screen: never before it (ADR 070).
                  fetchPriority="low"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={fullScreen} onOpenChange={setFullScreen} title={name} fullScreen>
        <div className={styles.viewer}>
          <img className={styles.viewerImage} src={current} alt={`${name}, view ${index + 1} of ${list.length}`} />
          {list.length > 1 && (
            <div className={styles.viewerNav}>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => choose(index - 1)}
                aria-label="Previous image"
              >
                ‹
              </button>
              <span aria-live="polite">
                {index + 1} / {list.length}
              </span>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => choose(index + 1)}
                aria-label="Next image"
              >
                ›
              </button>
            </div>
          )}
        </div>
      </Modal>
    </div>
  );
}
