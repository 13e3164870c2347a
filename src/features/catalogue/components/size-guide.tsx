import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mediaUrl } from '@/lib/media';
import { Modal } from './modal';
import styles from './product-page.module.css';

/**
 * Size Guide (catalogue §2 "Product detail"): a link to the sizing chart page (/size-guide) and, when the
 * product has a size guide, a button opening it in a modal.
 */
export function SizeGuide({
  guide,
  baseUrl,
}: {
  guide: { size_guide_name: string; size_guide_image: string } | undefined;
  baseUrl: string;
}) {
  const [open, setOpen] = useState(false);
  const image = guide?.size_guide_image;
  return (
    <div className={styles.sizeGuide}>
      {image ? (
        <button type="button" className={styles.textButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
          Size Guide
        </button>
      ) : null}
      <Link to="/size-guide" className={styles.textLink}>
        {image ? 'Sizing chart' : 'Size Guide'}
      </Link>
      {image ? (
        <Modal open={open} onOpenChange={setOpen} title={guide.size_guide_name || 'Size Guide'}>
          <img
            className={styles.sizeGuideImage}
            src={mediaUrl(image, baseUrl)}
            alt={`${guide.size_guide_name || 'Size'} chart`}
            width={800}
            height={600}
          />
        </Modal>
      ) : null}
    </div>
  );
}
