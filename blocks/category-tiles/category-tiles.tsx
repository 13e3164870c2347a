import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DEFAULT_IMAGE } from '@domain/constants';
import { Carousel } from '@/components/ui/carousel';
import { useAboveTheFold } from '@/renderer/define-block';
import { categoryIdList, categoryTilesQueryOptions, type CategoryTilesBlock } from '@/data/catalogue/category-tiles';
import { CategoryTile } from './category-tile';
import {
  CategoryTilesSkeleton,
  DEFAULT_TILE_COLUMNS,
  tileColumnStyle,
  type TilesLayout,
} from './category-tiles-skeleton';
import styles from './category-tiles.module.css';

/** spec: shell §2 "categories (home_display_type 2 means grid, otherwise slider)". */
const layoutOf = (block: CategoryTilesBlock): TilesLayout => (block.home_display_type === 2 ? 'grid' : 'slider');

/**
 * home_type 2, category tiles (spec: shell §2, §3, §7): the chosen categories, in the editor's order, as
 * image or video tiles in a grid or a slider, with an optional title. 3 placeholder tiles while loading
 * (§9); no categories render nothing, and a failed call ends loading silently (§8).
 */
export function CategoryTiles(block: CategoryTilesBlock) {
  const titleId = useId();
  const eager = useAboveTheFold();
  const ids = categoryIdList(block);
  const { data, isPending } = useQuery(categoryTilesQueryOptions(ids));
  const layout = layoutOf(block);
  const columns = block.home_column ?? DEFAULT_TILE_COLUMNS;
  const title = block.home_cat_title.trim();

  if (isPending) {
    return (
      <CategoryTilesSkeleton
        layout={layout}
        columns={columns}
        title={title !== ''}
        names={block.home_cat_display_title}
        tiles={ids.split(',').length}
      />
    );
  }
  const tiles = data?.resCategoryData ?? [];
  if (!data || tiles.length === 0) return null;

  const defaultImage = data.default_image_path || DEFAULT_IMAGE;
  const tileViews = tiles.map((tile, index) => (
    <CategoryTile
      key={tile.cat_id ?? `${tile.cat_slug}-${index}`}
      tile={tile}
      imageBase={data.categoryImageUrl}
      defaultImage={defaultImage}
      showName={block.home_cat_display_title}
      eager={eager && index < columns}
    />
  ));

  return (
    <div className={styles.block} style={tileColumnStyle(columns)}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {layout === 'grid' ? (
        <ul className={styles.grid} aria-labelledby={title ? titleId : undefined}>
          {tileViews.map((view) => (
            <li key={view.key}>{view}</li>
          ))}
        </ul>
      ) : (
        <Carousel
          label={title || 'Categories'}
          perView={{ base: Math.min(columns, 2), 768: Math.min(columns, 3), 1024: columns }}
          gap={16}
        >
          {tileViews}
        </Carousel>
      )}
    </div>
  );
}
