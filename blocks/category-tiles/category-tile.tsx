import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryTile as CategoryTileData } from '@schemas/home-blocks';
import { useExclusiveVideo } from '@/lib/exclusive-video';
import { mediaUrl } from '@/lib/media';
import styles from './category-tiles.module.css';

/** Intrinsic size of the 4:5 tile (the category art is 600x750): reserves the box before media loads. */
const TILE_WIDTH = 600;
const TILE_HEIGHT = 750;

interface TileProps {
  tile: CategoryTileData;
  /** categoryImageUrl: the base for file names that are not already URLs. */
  imageBase: string;
  /** default_image_path: shown when a tile has no image or its image fails. */
  defaultImage: string;
  showName: boolean;
  /** In the page's first section: load the image at once rather than lazily. */
  eager: boolean;
}

/**
 * One category tile (spec: shell §2, §3 "Category tile: cat_name, cat_slug, cat_image, cat_video"): the image,
 * or the video when there is one, linking to /list/category/{cat_slug}; the name shows under it when the
 * block says so, and names the link for screen readers either way.
 */
export function CategoryTile({ tile, imageBase, defaultImage, showName, eager }: TileProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed || !tile.cat_image ? defaultImage : mediaUrl(tile.cat_image, imageBase);
  const slug = tile.cat_slug.trim();
  const media = tile.cat_video ? (
    <TileVideo src={mediaUrl(tile.cat_video, imageBase)} poster={tile.cat_image ? image : undefined} />
  ) : (
    <img
      className={styles.image}
      src={image}
      alt=""
      width={TILE_WIDTH}
      height={TILE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setImageFailed(true)}
    />
  );
  const name = showName ? (
    <span className={styles.name}>{tile.cat_name}</span>
  ) : (
    <span className="visually-hidden">{tile.cat_name}</span>
  );
  const body = (
    <>
      <span className={styles.media}>{media}</span>
      {name}
    </>
  );
  return slug ? (
    <Link to={`/list/category/${encodeURIComponent(slug)}`} className={styles.tile}>
      {body}
    </Link>
  ) : (
    <div className={styles.tile}>{body}</div>
  );
}

/**
 * A decorative, muted, looping tile video. It plays only while on screen and never under reduced motion,
 * and starting another video pauses it (shell §2 "Only one video plays at a time"), via useExclusiveVideo.
 */
function TileVideo({ src, poster }: { src: string; poster: string | undefined }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React sets `muted` as a property after mount; set it before any play() so browsers allow it.
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
  }, []);
  useExclusiveVideo(ref, { playInView: true });
  return (
    <video
      ref={ref}
      className={styles.image}
      src={src}
      poster={poster}
      width={TILE_WIDTH}
      height={TILE_HEIGHT}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
    />
  );
}
