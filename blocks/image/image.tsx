import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { ImageBlockSchema } from '@schemas/cms-content-blocks';
import { cx } from '@/lib/inline-style';
import { useImageFetchPriority } from '@/renderer/define-block';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { isExternal, labelFromHref, opensNewTab, safeHref } from '@/lib/links';
import { imageSize, imageSizing } from './image-size';
import styles from './image.module.css';

export type ImageProps = z.infer<typeof ImageBlockSchema>;

/**
 * home_type 5: an image with optional link and caption (spec: shell §2). The caption doubles as alt text;
 * without one the image is decorative. It loads lazily unless it sits in the page's first section, and at low
 * priority right under a largest paint the page draws itself.
 */
export function ImageBlock(props: ImageProps) {
  const size = imageSize(props.home_size, props.home_custom_size);
  const priority = useImageFetchPriority();
  const caption = props.home_caption_text.trim();
  const href = safeHref(props.home_image_link);
  const src = mediaUrl(props.home_image);
  const image = (
    <img
      src={src}
      {...responsiveImage(src, imageSizing(size))}
      alt={caption}
      role={caption ? undefined : 'presentation'}
      width={size.width}
      height={size.height}
      loading={priority === 'high' ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      className={cx(styles.image, styles[size.mode])}
      style={size.mode === 'custom' && size.width ? { width: size.width } : undefined}
    />
  );
  // An image-only link still needs a name for screen readers.
  const label = caption ? undefined : href && labelFromHref(href);
  let content = image;
  if (href && opensNewTab(props.home_target)) {
    content = (
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={styles.link}>
        {image}
      </a>
    );
  } else if (href && isExternal(href)) {
    content = (
      <a href={href} aria-label={label} className={styles.link}>
        {image}
      </a>
    );
  } else if (href) {
    content = (
      <Link to={href} aria-label={label} className={styles.link}>
        {image}
      </Link>
    );
  }
  return (
    <figure className={styles.figure}>
      {content}
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
