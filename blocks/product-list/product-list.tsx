import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/ui/product-card';
import { usePendingWishes, useToggleWish } from '@/data/wishlist/toggle-wish';
import {
  productListQueryOptions,
  productListRequest,
  type ProductListBlock,
  type ProductListData,
  type ProductListRequest,
} from '@/data/catalogue/product-list';
import {
  DEFAULT_COLUMNS,
  SKELETON_ROWS,
  columnStyle,
  ProductListSkeleton,
  type ProductListLayout,
} from './product-list-skeleton';
import styles from './product-list.module.css';

/** spec: shell §2 — the same rule as category tiles: home_display_type 2 = grid, otherwise slider. */
const layoutOf = (block: ProductListBlock): ProductListLayout => (block.home_display_type === 2 ? 'grid' : 'slider');

/** The server's default list length (server/handlers/product-lists.ts) when the block does not say. */
const SERVER_DEFAULT_ITEMS = 8;

/**
 * The list's title (decision recorded on ProductListBlockSchema): home_display_name 1 shows home_product_name,
 * else the category's or tag's name; 0 hides it; left out, home_product_name shows when typed.
 */
export function listTitle(block: ProductListBlock, fallbackName: string): string {
  const typed = block.home_product_name.trim();
  if (block.home_display_name === false) return '';
  if (block.home_display_name === true) return typed || fallbackName.trim();
  return typed;
}

/** Whether the list will have a title before its data arrives (category and tag names always arrive). */
const expectsTitle = (block: ProductListBlock, request: ProductListRequest) =>
  block.home_display_name === true
    ? request.kind !== 'custom' || block.home_product_name.trim() !== ''
    : listTitle(block, '') !== '';

/** How many cards the loading placeholder shows: 2 rows (one for a slider), never more than will come. */
function skeletonCards(request: ProductListRequest, layout: ProductListLayout, columns: number): number {
  const expected =
    request.count ?? (request.kind === 'custom' ? String(request.id).split(',').length : SERVER_DEFAULT_ITEMS);
  return Math.min(expected, layout === 'grid' ? SKELETON_ROWS * columns : columns);
}

/**
 * home_type 1, product list (spec: shell §2, §3, §7): a category's, a tag's or chosen products as cards,
 * in a grid or a slider, with an optional title and a "View all" link to the listing. Placeholders hold
 * the list's box while loading (§4); an empty list renders nothing and a failed call ends silently (§8).
 */
export function ProductList(block: ProductListBlock) {
  const request = productListRequest(block);
  const { data, isPending } = useQuery(productListQueryOptions(request));
  const layout = layoutOf(block);
  const columns = block.home_column ?? DEFAULT_COLUMNS;

  if (isPending) {
    return (
      <ProductListSkeleton
        layout={layout}
        columns={columns}
        cards={skeletonCards(request, layout, columns)}
        title={expectsTitle(block, request)}
        viewAll={request.kind !== 'custom'}
      />
    );
  }
  if (!data) return null;
  return <ProductListView block={block} data={data} layout={layout} columns={columns} />;
}

function ProductListView({
  block,
  data,
  layout,
  columns,
}: {
  block: ProductListBlock;
  data: ProductListData;
  layout: ProductListLayout;
  columns: number;
}) {
  const titleId = useId();
  const toggleWish = useToggleWish();
  const pendingWishes = usePendingWishes();
  // The server honours home_no_items; the slice keeps a sloppy back office to the editor's count.
  const products = data.products.slice(0, block.home_no_items ?? data.products.length);
  if (products.length === 0) return null;
  const title = listTitle(block, data.name);

  return (
    <div className={styles.block} style={columnStyle(columns)}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {layout === 'grid' ? (
        <ul className={styles.grid} aria-labelledby={title ? titleId : undefined}>
          {products.map((product) => (
            <li key={product.product_id}>
              <ProductCard
                product={product}
                onToggleWish={toggleWish}
                wishPending={pendingWishes.has(product.product_id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel
          label={title || data.name || 'Products'}
          perView={{ base: Math.min(columns, 2), 768: Math.min(columns, 3), 1024: columns }}
          gap={16}
        >
          {products.map((product) => (
            <ProductCard
              key={product.product_id}
              product={product}
              onToggleWish={toggleWish}
              wishPending={pendingWishes.has(product.product_id)}
            />
          ))}
        </Carousel>
      )}
      {data.href && (
        <div className={styles.viewAllSlot}>
          <Link to={data.href} className={styles.viewAll}>
            View all <span className="visually-hidden">{data.name}</span>
          </Link>
        </div>
      )}
    </div>
  );
}
