import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { cx } from '@/lib/inline-style';
import { SHOWCASE_COLUMNS, columnsStyle, type ShowcaseKind } from './columns';
import layout from './showcase-layout.module.css';

/** Space between slides; the grid and skeleton use the same (--gap in showcase-layout.module.css). */
const SHOWCASE_GAP_PX = 20;

/** The shape of the picture on top of each kind's card, where the slider's arrows centre (none: the card's middle). */
const PICTURE_RATIO: Record<ShowcaseKind, 'portrait' | 'landscape' | undefined> = {
  team: 'portrait',
  awards: 'portrait',
  events: 'landscape',
  blogs: 'landscape',
  testimonials: undefined,
};

interface ShowcaseListProps<T> {
  kind: ShowcaseKind;
  layout: 'grid' | 'slider';
  /** Accessible name of the list or carousel ("Our team"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Slider autoplay interval; the carousel's default is SLIDER_AUTOPLAY_MS (spec: shell §2, 3000 ms). */
  autoplayMs?: number;
  /** Slider controls: arrows (centred on the cards' pictures), or dots below for text-only cards. */
  controls?: 'arrows' | 'dots';
}

/**
 * A showcase block's items as a grid (a list, row after row) or a slider (the shared carousel), with the
 * kind's items per row or view (columns.ts).
 */
export function ShowcaseList<T>({
  kind,
  layout: shape,
  label,
  items,
  itemKey,
  renderItem,
  autoplayMs,
  controls = 'arrows',
}: ShowcaseListProps<T>) {
  const columns = SHOWCASE_COLUMNS[kind];
  if (shape === 'grid') {
    return (
      <ul className={cx(layout.row, layout.grid)} style={columnsStyle(columns)} aria-label={label}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cx(layout.row, layout.sliderFrame)} style={columnsStyle(columns)} data-ratio={PICTURE_RATIO[kind]}>
      <Carousel
        label={label}
        perView={columns}
        gap={SHOWCASE_GAP_PX}
        autoplayMs={autoplayMs}
        arrows={controls === 'arrows'}
        dots={controls === 'dots'}
      >
        {items.map((item, index) => (
          <div key={itemKey(item, index)} className={layout.slide}>
            {renderItem(item, index)}
          </div>
        ))}
      </Carousel>
    </div>
  );
}
