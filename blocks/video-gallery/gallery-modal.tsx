import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { cx } from '@/lib/inline-style';
import type { GalleryVideo } from './gallery-source';
import { ModalSlide } from './modal-slide';
import styles from './gallery-modal.module.css';

/** Keys inside a player keep their meaning there (seeking, volume); elsewhere the arrows change slide. */
const ownsArrowKeys = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest('video, iframe, input') !== null;

/**
 * The player's slider: the active slide is centred (3 slides per view from 1024 px, 1 below, by CSS,
 * spec: shell §2), plays, and is the only one with sound.
 */
function ModalSlider({ videos, startIndex }: { videos: GalleryVideo[]; startIndex: number }) {
  const [viewportRef, api] = useEmblaCarousel({
    startIndex,
    align: 'center',
    loop: videos.length > 2,
    containScroll: false,
  });
  const [active, setActive] = useState(startIndex);

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setActive(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // Without embla (before it attaches, or in tests) the state alone still decides which slide is active.
  const activate = useCallback(
    (index: number) => {
      setActive(index);
      api?.scrollTo(index);
    },
    [api],
  );
  const step = (by: number) => activate((active + by + videos.length) % videos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (ownsArrowKeys(event.target)) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const many = videos.length > 1;
  return (
    // The arrow keys are a shortcut; the Previous/Next buttons are the accessible way to move.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.slider} onKeyDown={onKeyDown}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {videos.map((video, index) => (
            <div
              key={index}
              className={cx(styles.slide, index === active && styles.active)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${videos.length}`}
            >
              <ModalSlide video={video} index={index} active={index === active} onActivate={activate} />
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.prev)}
            aria-label="Previous video"
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label="Next video"
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The video player over the page (spec: shell §2 "video modal"): Radix Dialog gives the focus trap and
 * Escape; focus goes back to the tile that opened it (as in ui/drawer.tsx, since tiles are not Radix
 * triggers). Closing unmounts the players, which stops whatever was playing.
 */
export function GalleryModal({
  videos,
  openAt,
  opener,
  onClose,
}: {
  videos: GalleryVideo[];
  openAt: number | null;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={openAt !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Focus the close button rather than the first slide's controls.
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-close]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className="visually-hidden">Video gallery</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label="Close" data-close="">
            ×
          </Dialog.Close>
          {openAt !== null && <ModalSlider videos={videos} startIndex={openAt} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
