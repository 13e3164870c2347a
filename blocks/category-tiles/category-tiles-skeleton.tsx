import type { CSSProperties } from 'react';
import { HOME_TILE_PLACEHOLDERS } from '@domain/constants';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './category-tiles.module.css';

export const DEFAULT_TILE_COLUMNS = 3;

export type TilesLayout = 'grid' | 'slider';

/** Tiles per row at each width: the block's columns from 1024 px, at most 3 on tablets and 2 on phones. */
export function tileColumnStyle(columns: number): CSSProperties {
  return {
    '--cols': columns,
    '--cols-tablet': Math.min(columns, 3),
    '--cols-phone': Math.min(columns, 2),
  } as CSSProperties;
}

/**
 * spec: shell §4, §9 — "3 home tiles" while loading, in the block's own grid (or the slider's row), with
 * the title's and the names' lines when the block will show them. A grid of more tiles keeps the room of
 * the rows still to come with invisible tiles, so nothing below moves when the tiles arrive. Apart from
 * the block so the eagerly loaded definition stays tiny.
 */
export function CategoryTilesSkeleton({
  layout = 'grid',
  columns = DEFAULT_TILE_COLUMNS,
  title = false,
  names = true,
  tiles = HOME_TILE_PLACEHOLDERS,
}: {
  layout?: TilesLayout;
  columns?: number;
  title?: boolean;
  names?: boolean;
  /** How many tiles are coming (the block's ids); only a grid reserves room for more than 3. */
  tiles?: number;
}) {
  const boxes = layout === 'grid' ? Math.max(tiles, HOME_TILE_PLACEHOLDERS) : HOME_TILE_PLACEHOLDERS;
  return (
    <div
      className={styles.block}
      style={tileColumnStyle(columns)}
      aria-hidden="true"
      data-testid="category-tiles-skeleton"
    >
      {title && (
        <div className={styles.title}>
          <Skeleton className={styles.skeletonLine} width="min(280px, 60%)" height="1em" />
        </div>
      )}
      <div className={layout === 'grid' ? styles.grid : styles.row}>
        {Array.from({ length: boxes }, (_, i) => (
          <div
            key={i}
            className={i < HOME_TILE_PLACEHOLDERS ? styles.tileSkeleton : styles.tileReserve}
            data-testid={i < HOME_TILE_PLACEHOLDERS ? 'tile-skeleton' : undefined}
          >
            <Skeleton className={styles.skeletonMedia} radius="var(--radius-sm)" />
            {names && (
              <span className={styles.name}>
                <Skeleton className={styles.skeletonLine} width="50%" height="1em" />
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
